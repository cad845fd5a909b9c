import type { ChainNamespace } from '../../../core/caip/types'
import type { ChainAdapter } from '../../../core/chains/chainAdapter'
import type { FetchFn } from '../../../core/deps'
import type { WalletConnectConnector } from '../walletConnectConnector'

/** What every family's WalletConnect adapter is built from: the one connector and a fetch. */
export interface WalletConnectAdapterSettings {
  connector: WalletConnectConnector
  /** Chain reads (balances, blockhashes, fees) go to the network's own RPC URL through this. */
  fetch: FetchFn
}

/**
 * One chain family as WalletConnect serves it: its namespace and how to load its adapter over
 * the shared session. The proposal's methods and events for the family are in
 * WALLETCONNECT_RPC (namespaces.ts); the adapter module is imported only on first use, so a
 * family the host does not configure costs nothing.
 *
 * @example
 * ```ts
 * export const solanaFamily: WalletConnectFamily = {
 *   namespace: 'solana',
 *   load: async (settings) =>
 *     (await import('../walletConnectSolanaAdapter')).createWalletConnectSolanaAdapter(settings),
 * }
 * ```
 */
export interface WalletConnectFamily {
  readonly namespace: ChainNamespace
  load(settings: WalletConnectAdapterSettings): Promise<ChainAdapter>
}
