import { segment } from '../http/query'
import type { BlockchainApiContext } from './context'
import { arrayField, stringField } from './fields'
import { parseHistoryItem } from './historyItem'
import { whenSupported } from './supportedChains'
import type { TransactionsResponse } from './types'

export interface FetchTransactionsParameters {
  /** The account, plain or CAIP. */
  account: string
  cursor?: string
  /** The onramp provider whose purchases to list, e.g. 'coinbase'. */
  onramp?: string
  chainId?: string
  signal?: AbortSignal
}

/** The onramp provider whose history is always fetched fresh (SPEC §7). */
export const UNCACHED_ONRAMP_PROVIDER = 'coinbase'

/**
 * GET /v1/account/{account}/history?cursor&onramp&chainId → `{ data, next }`, each item read by
 * {@link parseHistoryItem}. The history of
 * the onramp provider is fetched with the HTTP cache bypassed, because a purchase just made
 * must show up.
 *
 * @example
 * ```ts
 * const { data, next } = await fetchTransactions(ctx, { account: '0xabc…', chainId: 'eip155:1' })
 * ```
 */
export function fetchTransactions(
  ctx: BlockchainApiContext,
  { account, cursor, onramp, chainId, signal }: FetchTransactionsParameters,
): Promise<TransactionsResponse> {
  return whenSupported(ctx, { data: [], next: undefined }, async () => {
    const body = await ctx.http.get<unknown>(`/v1/account/${segment(account)}/history`, {
      params: { cursor, onramp, chainId },
      ...(signal ? { signal } : {}),
      ...(onramp === UNCACHED_ONRAMP_PROVIDER ? { cache: 'no-cache' as const } : {}),
    })
    const next = stringField(body, 'next')
    // Validated where it enters: an item that cannot be read is dropped (and logged), not shown
    // half-read.
    return {
      data: arrayField(ctx.logger, body, 'data', parseHistoryItem),
      next: next || undefined,
    }
  })
}
