import type { ChainAdapterLoader } from '../../core/chains/chainAdapter'
import { combineAdapters } from '../../core/chains/combineAdapters'
import { eip155Family } from './families/eip155'
import type {
  WalletConnectAdapterSettings,
  WalletConnectFamily,
} from './families/walletConnectFamily'

/** What {@link withWalletConnect} adds beside the namespace's own adapter. */
export type WithWalletConnectOptions = WalletConnectAdapterSettings

/**
 * Wraps a namespace's own adapter loader so that the namespace also pairs through
 * WalletConnect: both adapters load together on first use (the family's WalletConnect adapter
 * and its chain library only then) and sit behind {@link combineAdapters}, the sign client
 * still loading on first pairing. Without an own loader, the WalletConnect adapter alone.
 *
 * @example
 * ```ts
 * const wc = createWalletConnectConnector({ projectId, relayUrl, metadata, networks, clock, storage })
 * createPortico({
 *   networks,
 *   adapters: { solana: withWalletConnect(() => loadSolanaAdapter({ window }), solanaFamily, { connector: wc, fetch }) },
 * })
 * ```
 */
export function withWalletConnect(
  load: ChainAdapterLoader | undefined,
  family: WalletConnectFamily,
  options: WithWalletConnectOptions,
): ChainAdapterLoader {
  if (!load) return () => family.load(options)
  return async () => {
    const [own, walletConnect] = await Promise.all([load(), family.load(options)])
    return combineAdapters([own, walletConnect])
  }
}

/**
 * {@link withWalletConnect} for eip155.
 *
 * @example
 * ```ts
 * adapters: { eip155: withWalletConnectEip155(() => loadEip155Adapter({ window }), { connector: wc, fetch }) }
 * ```
 */
export function withWalletConnectEip155(
  load: ChainAdapterLoader,
  options: WithWalletConnectOptions,
): ChainAdapterLoader {
  return withWalletConnect(load, eip155Family, options)
}
