import type { PolkadotExtensionSettings } from '../../../simulators/wallets/polkadot/simulatedPolkadotExtension'
import { AccountWalletControls } from './AccountWalletControls'

/** The lab's handle on the polkadot extension inside the host page (another origin). */
export interface PolkadotExtensionHandle {
  id: string
  name: string
  getSettings(): PolkadotExtensionSettings
  addresses(): string[]
  update(patch: Partial<PolkadotExtensionSettings>): Promise<PolkadotExtensionSettings>
  revoke(): Promise<void>
}

/**
 * The simulated polkadot extension's controls in the lab's wallet panel: how it answers
 * prompts (approve, reject, fail, delay), which account it lists first, and whether the site
 * is authorised (revoke).
 *
 * @example
 * ```tsx
 * <PolkadotExtensionControls extension={handle} />
 * ```
 */
export function PolkadotExtensionControls({ extension }: { extension: PolkadotExtensionHandle }) {
  return (
    <AccountWalletControls
      wallet={extension}
      testId={`polkadot-extension-${extension.id}`}
      legend={`${extension.name} (Polkadot extension)`}
      accountLabel="First account"
    />
  )
}
