import { useState } from 'react'
import type { SimulatedBitcoinWalletSettings } from '../../../simulators/wallets/bitcoin/simulatedBitcoinWallet'
import { DelayInput, ModeSelect } from './PromptControls'

/** Mines blocks on the lab's bitcoin chain; `address` gets the coinbase (else nobody's). */
export type MineBlocks = (params: { address?: string; blocks?: number }) => Promise<unknown>

/** The lab's handle on a bitcoin wallet inside the host page (another origin: plain data and calls). */
export interface BitcoinWalletHandle {
  id: string
  name: string
  paymentAddress: string
  getSettings(): SimulatedBitcoinWalletSettings
  update(patch: Partial<SimulatedBitcoinWalletSettings>): Promise<SimulatedBitcoinWalletSettings>
  revoke(): Promise<void>
}

/**
 * One simulated bitcoin (Wallet Standard) wallet in the lab's wallet panel: how it answers
 * prompts (approve, reject with 4001, fail with a message), its delay, revoking the site, and
 * the lab chain's blocks: mine 50 BTC to the wallet's payment address, or mine an empty block
 * that confirms the mempool.
 *
 * @example
 * ```tsx
 * <BitcoinWalletControls wallet={handle} mine={mine} />
 * ```
 */
export function BitcoinWalletControls(props: { wallet: BitcoinWalletHandle; mine?: MineBlocks }) {
  const { wallet, mine } = props
  const [settings, setSettings] = useState(() => wallet.getSettings())
  const [error, setError] = useState<string | undefined>()
  const [mined, setMined] = useState(0)
  const apply = async (patch: Partial<SimulatedBitcoinWalletSettings>) => {
    try {
      setSettings(await wallet.update(patch))
      setError(undefined)
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  }
  const mineTo = (address?: string) => {
    mine?.(address ? { address } : {}).then(
      () => setMined((n) => n + 1),
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    )
  }
  const id = `bitcoin-wallet-${wallet.id}`
  const payment = wallet.paymentAddress
  return (
    <fieldset className="wallet-controls" data-testid={id}>
      <legend>{`${wallet.name} (Bitcoin)`}</legend>
      <ModeSelect
        mode={settings.mode}
        failLabel="fail with message"
        onMode={(mode) => apply({ mode })}
      />
      <label>
        Fail message{' '}
        <input
          defaultValue={settings.failMessage}
          onBlur={(e) => apply({ failMessage: e.target.value })}
        />
      </label>
      <DelayInput
        label="Delay (ms)"
        delayMs={settings.delayMs}
        onDelay={(delayMs) => apply({ delayMs })}
      />
      <button type="button" onClick={() => void wallet.revoke()}>
        Revoke the site
      </button>
      {mine && (
        <>
          <button type="button" onClick={() => mineTo(payment)}>
            Mine 50 BTC to this wallet
          </button>
          <button type="button" onClick={() => mineTo()}>
            Mine a bitcoin block
          </button>
        </>
      )}
      <output data-testid={`${id}-settings`}>
        {`${settings.mode}${settings.mode === 'fail' ? ` "${settings.failMessage}"` : ''} · ${settings.delayMs} ms · ${payment}${mined ? ` · ${mined} mined` : ''}`}
      </output>
      {error && <p role="alert">{error}</p>}
    </fieldset>
  )
}
