import { useState } from 'react'
import type { SolanaWalletSettings } from '../../../simulators/wallets/solana/solanaWalletSettings'
import { AccountSelect } from './AccountSelect'
import { PromptControls } from './PromptControls'

/** A wallet whose accounts QA picks from: the prompt settings plus which account comes first. */
export interface AccountWallet {
  getSettings(): SolanaWalletSettings
  addresses(): string[]
  update(patch: Partial<SolanaWalletSettings>): SolanaWalletSettings | Promise<SolanaWalletSettings>
  revoke(): void | Promise<void>
}

/**
 * The controls the Solana wallets and the polkadot extension share in the lab's wallet panel
 * (they keep the same settings): how the wallet answers prompts, its delay, the account it
 * lists first, and revoking the site. `testId` names the fieldset and its settings summary.
 *
 * @example
 * ```tsx
 * <AccountWalletControls wallet={handle} testId="solana-wallet-delta" legend="Delta (Solana)" accountLabel="Account" />
 * ```
 */
export function AccountWalletControls(props: {
  wallet: AccountWallet
  testId: string
  legend: string
  accountLabel: string
}) {
  const { wallet, testId } = props
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
  const addresses = wallet.addresses()
  return (
    <fieldset className="wallet-controls" data-testid={testId}>
      <legend>{props.legend}</legend>
      <PromptControls settings={settings} apply={apply} />
      <AccountSelect
        label={props.accountLabel}
        addresses={addresses}
        index={settings.accountIndex}
        onChange={(accountIndex) => apply({ accountIndex })}
      />
      <button type="button" onClick={() => void wallet.revoke()}>
        Revoke the site
      </button>
      <output data-testid={`${testId}-settings`}>
        {`${settings.mode}${settings.mode === 'fail' ? ` ${settings.failCode}` : ''} · ${settings.delayMs} ms · ${addresses[settings.accountIndex]}`}
      </output>
      {error && <p role="alert">{error}</p>}
    </fieldset>
  )
}
