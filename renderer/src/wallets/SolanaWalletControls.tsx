import { useState } from 'react'
import type { SolanaWalletSettings } from '../../../simulators/wallets/solana/solanaWalletSettings'
import { PromptControls } from './PromptControls'

/** What the controls need of a Solana wallet: the simulated wallet itself, or the lab's handle on one inside the host page. */
export interface SolanaWalletHandle {
  id: string
  wallet: { name: string }
  getSettings(): SolanaWalletSettings
  addresses(): string[]
  update(patch: Partial<SolanaWalletSettings>): SolanaWalletSettings | Promise<SolanaWalletSettings>
  revoke(): void | Promise<void>
}

/**
 * One simulated Solana (Wallet Standard) wallet's controls in the lab's wallet panel: how it
 * answers prompts (approve, reject with 4001, fail with a code), its delay, its account, and
 * whether the site is authorised (revoke). The same settings as the EVM wallets, less chains.
 *
 * @example
 * ```tsx
 * <SolanaWalletControls wallet={lab.solanaWallets.delta} />
 * ```
 */
export function SolanaWalletControls({ wallet }: { wallet: SolanaWalletHandle }) {
  const [settings, setSettings] = useState(() => wallet.getSettings())
  const [error, setError] = useState<string | undefined>()
  const apply = async (patch: Partial<SolanaWalletSettings>) => {
    try {
      setSettings(await wallet.update(patch))
      setError(undefined)
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  }
  const id = `solana-wallet-${wallet.id}`
  const addresses = wallet.addresses()
  return (
    <fieldset className="wallet-controls" data-testid={id}>
      <legend>{`${wallet.wallet.name} (Solana)`}</legend>
      <PromptControls settings={settings} apply={apply} />
      <label>
        Account{' '}
        <select
          value={settings.accountIndex}
          onChange={(e) => apply({ accountIndex: Number(e.target.value) })}
        >
          {addresses.map((address, index) => (
            <option key={address} value={index}>
              {address}
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={() => void wallet.revoke()}>
        Revoke the site
      </button>
      <output data-testid={`${id}-settings`}>
        {`${settings.mode}${settings.mode === 'fail' ? ` ${settings.failCode}` : ''} · ${settings.delayMs} ms · ${addresses[settings.accountIndex]}`}
      </output>
      {error && <p role="alert">{error}</p>}
    </fieldset>
  )
}
