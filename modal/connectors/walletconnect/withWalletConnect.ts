import type { ChainAdapterLoader } from '../../core/chains/chainAdapter'
import { combineAdapters } from '../../core/chains/combineAdapters'
import type { FetchFn } from '../../core/deps'
import type { WalletConnectConnector } from './walletConnectConnector'

/** What {@link withWalletConnectEip155} adds beside the namespace's own adapter. */
export interface WithWalletConnectOptions {
  connector: WalletConnectConnector
  /** Balance reads of a WalletConnect session go to the network's RPC URL through this. */
  fetch: FetchFn
}

/**
 * Wraps the eip155 adapter's loader so that the namespace also pairs through WalletConnect:
 * both adapters load together on first use (the WalletConnect one and its viem import only
 * then) and sit behind {@link combineAdapters}, the sign client still loading on first pairing.
 *
 * @example
 * ```ts
 * const wc = createWalletConnectConnector({ projectId, relayUrl, metadata, networks, clock, storage })
 * createPortico({
 *   networks,
 *   adapters: { eip155: withWalletConnectEip155(() => loadEip155Adapter({ window }), { connector: wc, fetch }) },
 * })
 * ```
 */
export function withWalletConnectEip155(
  load: ChainAdapterLoader,
  options: WithWalletConnectOptions,
): ChainAdapterLoader {
  return async () => {
    const [own, { createWalletConnectEip155Adapter }] = await Promise.all([
      load(),
      import('./walletConnectEip155Adapter'),
    ])
    return combineAdapters([own, createWalletConnectEip155Adapter(options)])
  }
}
