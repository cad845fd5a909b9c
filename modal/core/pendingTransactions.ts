import { reaction } from 'mobx'
import type { ChainAdapter } from './chains/chainAdapter'
import type { Portico } from './createPortico'

/**
 * SPEC §9 "Pending-transactions limit: 99" (AppKit 1.8's `LIMITS.PENDING_TRANSACTIONS`): how
 * many pending-transaction notices one instance acts on. AppKit counts them where its adapter
 * watches the node (`LimitterUtil.increase('pendingTransactions')`) and stops watching at the
 * limit; so does Portico, and a notice past it is refused (neither counted nor acted on).
 */
export const PENDING_TRANSACTIONS_LIMIT = 99

/**
 * Acts on the adapter's pending-transaction notices on the namespace's active network: each
 * one refreshes the connected account's native balance (a transaction that concerns it may
 * have changed it), up to {@link PENDING_TRANSACTIONS_LIMIT} for the instance's life; at the
 * limit the watch stops for good. The watch follows the active network. Returns the stop
 * function; a no-op for an adapter that does not watch.
 *
 * @example
 * ```ts
 * const stop = watchPendingTransactions(portico, adapter)
 * pendingTransactionsOf(portico).count // notices acted on so far
 * ```
 */
export function watchPendingTransactions(portico: Portico, adapter: ChainAdapter): () => void {
  const watch = adapter.watchPendingTransactions?.bind(adapter)
  if (!watch) return () => {}
  const counter = pendingTransactionsOf(portico)
  let stopWatch: (() => void) | undefined
  const stop = () => {
    stopWatch?.()
    stopWatch = undefined
  }
  const onNotice = () => {
    if (!counter.accept()) return
    if (portico.chains.activeNamespace === adapter.namespace && portico.chains.isConnected()) {
      void portico.balances.refreshNativeBalance({ forceUpdate: true }).catch(() => undefined)
    }
    if (counter.reached) {
      stop()
      stopNetwork()
    }
  }
  const stopNetwork = reaction(
    () => portico.chains.network(adapter.namespace)?.caipNetwork,
    (network) => {
      stop()
      if (network && !counter.reached) stopWatch = watch(network, onNotice)
    },
    { fireImmediately: true },
  )
  return () => {
    stop()
    stopNetwork()
  }
}

/**
 * How many pending-transaction notices an instance has acted on (SPEC §9 limit 99).
 *
 * @example
 * ```ts
 * const counter = new PendingTransactionsCounter()
 * counter.accept() // true, 98 more to go
 * ```
 */
export class PendingTransactionsCounter {
  count = 0

  constructor(readonly limit = PENDING_TRANSACTIONS_LIMIT) {}

  /** Whether the limit is reached: no further notice is acted on. */
  get reached(): boolean {
    return this.count >= this.limit
  }

  /** Counts one notice; false (refused, not counted) once the limit is reached. */
  accept(): boolean {
    if (this.reached) return false
    this.count += 1
    return true
  }
}

// Per instance, beside it rather than on it: this module loads only with an adapter that
// watches pending transactions, so an instance that never has one carries none of it.
const counters = new WeakMap<Portico, PendingTransactionsCounter>()

/**
 * The instance's pending-transactions counter (one for its whole life, as AppKit's).
 *
 * @example
 * ```ts
 * pendingTransactionsOf(portico).reached // true after 99 notices
 * ```
 */
export function pendingTransactionsOf(portico: Portico): PendingTransactionsCounter {
  let counter = counters.get(portico)
  if (!counter) {
    counter = new PendingTransactionsCounter()
    counters.set(portico, counter)
  }
  return counter
}
