import type { BlockchainApiContext } from './context'
import { arrayField } from './fields'
import { tokenPriceSchema } from './schemas'
import { whenSupported } from './supportedChains'
import type { TokenPrice } from './types'

/**
 * POST /v1/fungible/price with body `{ currency: 'usd', addresses, projectId }` →
 * `{ fungibles: [{ symbol, price, … }] }`.
 *
 * @example
 * ```ts
 * const { fungibles } = await fetchTokenPrice(ctx, { addresses: ['eip155:1:0xeeee…'] })
 * ```
 */
export function fetchTokenPrice(
  ctx: BlockchainApiContext,
  { addresses }: { addresses: readonly string[] },
): Promise<{ fungibles: TokenPrice[] }> {
  return whenSupported(ctx, { fungibles: [] }, async () => {
    const body = await ctx.http.post<unknown>('/v1/fungible/price', {
      body: { currency: 'usd', addresses, projectId: ctx.projectId },
    })
    return { fungibles: arrayField(ctx.logger, body, 'fungibles', tokenPriceSchema) }
  })
}
