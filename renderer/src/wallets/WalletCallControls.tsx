import type {
  SimulatedWalletSettings,
  WalletAssetsMode,
} from '../../../simulators/wallets/settings'

type CallSettings = Pick<SimulatedWalletSettings, 'atomicBatch' | 'assets' | 'permissions'>

/**
 * The switches of an EVM wallet's wallet-side calls (SPEC §7): EIP-5792 atomic batches,
 * EIP-7811 wallet_getAssets (off, on, or answering malformed assets) and ERC-7715
 * permissions. A switch that is off makes the wallet answer 4200, as a wallet without it.
 *
 * @example
 * ```tsx
 * <WalletCallControls settings={settings} apply={(patch) => wallet.update(patch)} />
 * ```
 */
export function WalletCallControls({
  settings,
  apply,
}: {
  settings: CallSettings
  apply: (patch: Partial<CallSettings>) => void
}) {
  return (
    <>
      <label>
        <input
          type="checkbox"
          checked={settings.atomicBatch}
          onChange={(e) => apply({ atomicBatch: e.target.checked })}
        />{' '}
        Atomic batches (EIP-5792)
      </label>
      <label>
        Assets (EIP-7811){' '}
        <select
          value={settings.assets}
          onChange={(e) => apply({ assets: e.target.value as WalletAssetsMode })}
        >
          <option value="off">off</option>
          <option value="on">on</option>
          <option value="malformed">malformed</option>
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={settings.permissions}
          onChange={(e) => apply({ permissions: e.target.checked })}
        />{' '}
        Permissions (ERC-7715)
      </label>
    </>
  )
}
