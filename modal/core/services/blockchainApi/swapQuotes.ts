import { type BlockchainApiContext, JSON_CONTENT_TYPE } from './context'
import { arrayField } from './fields'
import { swapQuoteSchema } from './schemas'
import { whenSupported } from './supportedChains'
import type { SwapQuote } from './types'

export interface FetchSwapQuotesParameters {
  /** Amount in the source token's smallest unit. */
  amount: string
  userAddress: string
  /** Source token, CAIP address. */
  from: string
  /** Destination token, CAIP address. */
  to: string
  gasPrice: string
}

/**
 * GET /v1/convert/quotes?amount&userAddress&from&to&gasPrice → `{ quotes: [{ toAmount }] }`.
 *
 * @example
 * ```ts
 * const { quotes } = await fetchSwapQuotes(ctx, { amount: '1000', userAddress, from, to, gasPrice: '1' })
 * ```
 */
export function fetchSwapQuotes(
  ctx: BlockchainApiContext,
  params: FetchSwapQuotesParameters,
): Promise<{ quotes: SwapQuote[] }> {
  return whenSupported(ctx, { quotes: [] }, async () => {
    const body = await ctx.http.get<unknown>('/v1/convert/quotes', {
      params: { ...params },
      headers: JSON_CONTENT_TYPE,
    })
    return { quotes: arrayField(ctx.logger, body, 'quotes', swapQuoteSchema) }
  })
}
