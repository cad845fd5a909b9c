import type { SolanaWalletSettings } from '../../../simulators/wallets/solana/solanaWalletSettings'
import { AccountWalletControls } from './AccountWalletControls'

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
  return (
    <AccountWalletControls
      wallet={wallet}
      testId={`solana-wallet-${wallet.id}`}
      legend={`${wallet.wallet.name} (Solana)`}
      accountLabel="Account"
    />
  )
}
