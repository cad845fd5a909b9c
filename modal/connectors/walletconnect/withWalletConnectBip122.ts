import type { ChainAdapterLoader } from '../../core/chains/chainAdapter'
import { combineAdapters } from '../../core/chains/combineAdapters'
import type { WithWalletConnectOptions } from './withWalletConnect'

/**
 * The bip122 entry of WalletConnect's per-namespace table: the host's own bip122 adapter (its
 * Wallet Standard wallets) combined with the session's bip122 namespace, or the session alone
 * when the host has no bip122 adapter. Both load only when bip122 is used.
 *
 * @example
 * ```ts
 * adapters: { bip122: (own) => walletConnectBip122(own, { connector, fetch }) }
 * ```
 */
export function walletConnectBip122(
  own: ChainAdapterLoader | undefined,
  options: WithWalletConnectOptions,
): ChainAdapterLoader {
  return async () => {
    const [mine, { createWalletConnectBip122Adapter }] = await Promise.all([
      own?.(),
      import('./walletConnectBip122Adapter'),
    ])
    const session = createWalletConnectBip122Adapter(options)
    return mine ? combineAdapters([mine, session]) : session
  }
}
