import type { CaipNetwork } from '../../core/caip/types'
import type { ChainAdapter } from '../../core/chains/chainAdapter'
import type { Clock, TimerId } from '../../core/clock/clock'
import { createRealClock } from '../../core/clock/realClock'
import type { FetchFn, Logger } from '../../core/deps'

/**
 * How the eip155 adapter watches a node's pending transactions (AppKit's
 * `pendingTransactionsFilter`): off unless given, polled every `pollingInterval` ms.
 *
 * @example
 * ```ts
 * loadEip155Adapter({ window, clock, pendingTransactions: { pollingInterval: 30_000 } })
 * ```
 */
export interface PendingTransactionsOptions {
  /** How often the node's filter is read; AppKit's default, 30 s. */
  pollingInterval?: number
}

/** AppKit's default polling interval of the pending-transactions filter. */
export const PENDING_TRANSACTIONS_POLLING_MS = 30_000

const HASH = /^0x[0-9a-fA-F]{64}$/

/** What the watch needs: the network's own node, the clock that times the polls, a logger. */
export interface PendingTransactionsDeps {
  fetch: FetchFn
  clock: Clock
  logger?: Pick<Logger, 'debug'>
}

/**
 * Watches `network`'s node (its own RPC URL) with `eth_newPendingTransactionFilter`, reading
 * `eth_getFilterChanges` on the clock every polling interval, and calls `listener` with each
 * new batch of transaction hashes (anything else in the answer is dropped). Returns the stop
 * function, which uninstalls the filter. A node that cannot keep a filter leaves it silent.
 *
 * @example
 * ```ts
 * const stop = watchNodePendingTransactions({ fetch, clock }, {}, network, (hashes) => refresh())
 * ```
 */
export function watchNodePendingTransactions(
  deps: PendingTransactionsDeps,
  options: PendingTransactionsOptions,
  network: CaipNetwork,
  listener: (hashes: readonly string[]) => void,
): () => void {
  const url = network.rpcUrls.default.http[0]
  if (!url) return () => {}
  let id = 0
  const rpc = async (method: string, params: unknown[]): Promise<unknown> => {
    const response = await deps.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    })
    const body = (await response.json()) as { result?: unknown }
    return body.result
  }
  let stopped = false
  let timer: TimerId | undefined
  const filter = rpc('eth_newPendingTransactionFilter', []).then(
    (result) => (typeof result === 'string' ? result : undefined),
    (error: unknown) => deps.logger?.debug('pending transactions: no filter', error),
  )
  void filter.then((filterId) => {
    if (!filterId || stopped) return
    timer = deps.clock.setInterval(() => {
      rpc('eth_getFilterChanges', [filterId]).then(
        (changes) => {
          const hashes = Array.isArray(changes)
            ? changes.filter((hash): hash is string => typeof hash === 'string' && HASH.test(hash))
            : []
          if (hashes.length > 0 && !stopped) listener(hashes)
        },
        (error: unknown) => deps.logger?.debug('pending transactions: poll failed', error),
      )
    }, options.pollingInterval ?? PENDING_TRANSACTIONS_POLLING_MS)
  })
  return () => {
    stopped = true
    deps.clock.clearInterval(timer)
    void filter.then((filterId) => {
      if (filterId) rpc('eth_uninstallFilter', [filterId]).catch(() => undefined)
    })
  }
}

/**
 * The adapter's `watchPendingTransactions`, when the host turned the filter on.
 *
 * @example
 * ```ts
 * this.watchPendingTransactions = pendingTransactionsWatcher(options)
 * ```
 */
export function pendingTransactionsWatcher(options: {
  pendingTransactions?: PendingTransactionsOptions | undefined
  fetch?: FetchFn | undefined
  clock?: Clock | undefined
}): ChainAdapter['watchPendingTransactions'] | undefined {
  const pending = options.pendingTransactions
  if (!pending) return undefined
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const clock = options.clock ?? createRealClock()
  return (network, listener) =>
    watchNodePendingTransactions({ fetch, clock }, pending, network, listener)
}
