import type { Clock } from '../../core/clock/clock'
import type { FetchFn } from '../../core/deps'
import type { Eip155Window } from './eip155Wallets'
import type { EnsOptions } from './ens'
import type { PendingTransactionsOptions } from './pendingTransactionsWatch'
import type { RpcGatewayOptions } from './rpcGateway'

/**
 * What the eip155 adapter is built with.
 *
 * @example
 * ```ts
 * const options: Eip155AdapterOptions = { window, rpcGateway: { host, projectId } }
 * ```
 */
export interface Eip155AdapterOptions {
  /** The window (or a stand-in EventTarget) where wallets announce or inject themselves. */
  window: Eip155Window
  /** Used for node reads (balances). Default: the global fetch. */
  fetch?: FetchFn
  /**
   * Times the RPC endpoints' ranking (every 4000 ms); pass the clock given to createPortico so
   * that a virtual clock steps it too. Default: the real clock.
   */
  clock?: Clock
  /** The RPC gateway for node reads on its chains (SPEC §7); absent: each network's own URL. */
  rpcGateway?: RpcGatewayOptions
  /** Where ENS name lookups read (default: the canonical registry on Ethereum). */
  ens?: EnsOptions
  /**
   * Watches the active network's node for pending transactions and refreshes the connected
   * balance on each (AppKit's `pendingTransactionsFilter`; off when absent). The instance acts
   * on at most 99 of them (SPEC §9) and then stops watching.
   */
  pendingTransactions?: PendingTransactionsOptions
}
