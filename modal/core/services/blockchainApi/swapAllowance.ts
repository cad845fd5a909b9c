import { type BlockchainApiContext, JSON_CONTENT_TYPE } from './context'
import { numericField } from './fields'
import { whenSupported } from './supportedChains'

/**
 * GET /v1/convert/allowance?tokenAddress&userAddress → `{ allowance }` (a decimal string in the
 * token's smallest unit; "0" when the network is unsupported or the answer lacks it).
 *
 * @example
 * ```ts
 * const { allowance } = await fetchSwapAllowance(ctx, { tokenAddress, userAddress })
 * ```
 */
export function fetchSwapAllowance(
  ctx: BlockchainApiContext,
  params: { tokenAddress: string; userAddress: string },
): Promise<{ allowance: string }> {
  return whenSupported(ctx, { allowance: '0' }, async () => {
    const body = await ctx.http.get<unknown>('/v1/convert/allowance', {
      params: { ...params },
      headers: JSON_CONTENT_TYPE,
    })
    return { allowance: numericField(body, 'allowance') }
  })
}
