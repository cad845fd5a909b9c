import { type BlockchainApiContext, JSON_CONTENT_TYPE } from './context'
import { numericField } from './fields'
import { whenSupported } from './supportedChains'
import type { GasPrice } from './types'

/**
 * GET /v1/convert/gas-price?chainId → `{ standard, fast, instant }` (wei, decimal strings).
 *
 * @example
 * ```ts
 * const { standard } = await fetchGasPrice(ctx, { chainId: 'eip155:1' })
 * ```
 */
export function fetchGasPrice(
  ctx: BlockchainApiContext,
  { chainId }: { chainId: string },
): Promise<GasPrice> {
  return whenSupported(ctx, { standard: '0', fast: '0', instant: '0' }, async () => {
    const body = await ctx.http.get<unknown>('/v1/convert/gas-price', {
      params: { chainId },
      headers: JSON_CONTENT_TYPE,
    })
    return {
      standard: numericField(body, 'standard'),
      fast: numericField(body, 'fast'),
      instant: numericField(body, 'instant'),
    }
  })
}
