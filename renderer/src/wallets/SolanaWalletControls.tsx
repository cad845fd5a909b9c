import { useState } from 'react'
import type { SimulatedSolanaWallet } from '../../../simulators/wallets/solana/simulatedSolanaWallet'
import type { SolanaWalletSettings } from '../../../simulators/wallets/solana/solanaWalletSettings'

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
export function SolanaWalletControls({ wallet }: { wallet: SimulatedSolanaWallet }) {
  const [settings, setSettings] = useState(() => wallet.getSettings())
  const [error, setError] = useState<string | undefined>()
  const apply = (patch: Partial<SolanaWalletSettings>) => {
    try {
      setSettings(wallet.update(patch))
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
      <label>
        Mode{' '}
        <select
          value={settings.mode}
          onChange={(e) => apply({ mode: e.target.value as SolanaWalletSettings['mode'] })}
        >
          <option value="approve">approve</option>
          <option value="reject">reject (4001)</option>
          <option value="fail">fail with code</option>
        </select>
      </label>
      <label>
        Fail code{' '}
        <input
          type="number"
          defaultValue={settings.failCode}
          onBlur={(e) => apply({ failCode: Number(e.target.value) })}
        />
      </label>
      <label>
        Delay (ms, virtual clock){' '}
        <input
          type="number"
          min={0}
          defaultValue={settings.delayMs}
          onBlur={(e) => apply({ delayMs: Number(e.target.value) })}
        />
      </label>
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
      <button type="button" onClick={() => wallet.revoke()}>
        Revoke the site
      </button>
      <output data-testid={`${id}-settings`}>
        {`${settings.mode}${settings.mode === 'fail' ? ` ${settings.failCode}` : ''} · ${settings.delayMs} ms · ${addresses[settings.accountIndex]}`}
      </output>
      {error && <p role="alert">{error}</p>}
    </fieldset>
  )
}
