import { segment } from '../http/query'
import { BalanceRetryRefusedError } from './balanceRetry'
import { BLOCKCHAIN_API_TIMES, type BlockchainApiContext } from './context'
import { requiredArrayField } from './fields'
import { tokenBalanceSchema } from './schemas'
import { whenSupported } from './supportedChains'
import type { TokenBalance } from './types'

export interface GetBalanceParameters {
  address: string
  /** CAIP network id, e.g. "eip155:1". */
  chainId: string
  /** Asks the API to refresh, and skips the local 30-second cache. */
  forceUpdate?: boolean
}

/**
 * GET /v1/account/{address}/balance?currency=usd&chainId&forceUpdate → `{ balances }`.
 * Answers are kept 30 s per `${chainId}:${address}` (on the injected clock). After a failure,
 * calls for the same account within 30 s throw {@link BalanceRetryRefusedError} without a request;
 * the failure itself is rethrown as it came (HTTP_STATUS, SOMETHING_WENT_WRONG).
 *
 * @example
 * ```ts
 * const { balances } = await getBalance(ctx, { address: '0xabc…', chainId: 'eip155:1' })
 * ```
 */
export function getBalance(
  ctx: BlockchainApiContext,
  { address, chainId, forceUpdate }: GetBalanceParameters,
): Promise<{ balances: TokenBalance[] }> {
  return whenSupported(ctx, { balances: [] }, async () => {
    const key = `${chainId}:${address}`
    const cached = forceUpdate ? undefined : ctx.balanceCache.get(key)
    if (cached) return { balances: cached }
    const failedAt = ctx.balanceFailures.get(key)
    const retryAt = (failedAt ?? 0) + BLOCKCHAIN_API_TIMES.balanceRetryAfterFailureMs
    if (failedAt !== undefined && ctx.clock.now() < retryAt) {
      throw new BalanceRetryRefusedError(retryAt)
    }
    try {
      const body = await ctx.http.get<unknown>(`/v1/account/${segment(address)}/balance`, {
        params: { currency: 'usd', chainId, forceUpdate },
      })
      const balances = requiredArrayField(ctx.logger, body, 'balances', tokenBalanceSchema)
      ctx.balanceFailures.delete(key)
      ctx.balanceCache.set(key, balances)
      return { balances }
    } catch (error) {
      ctx.balanceFailures.set(key, ctx.clock.now())
      throw error
    }
  })
}

export { BalanceRetryRefusedError }
