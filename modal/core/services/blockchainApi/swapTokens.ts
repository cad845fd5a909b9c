import type { BlockchainApiContext } from './context'
import { arrayField } from './fields'
import { swapTokenSchema } from './schemas'
import { whenSupported } from './supportedChains'
import type { SwapToken } from './types'

/**
 * GET /v1/convert/tokens?chainId → `{ tokens }`, the tokens a swap may use on a network.
 *
 * @example
 * ```ts
 * const { tokens } = await fetchSwapTokens(ctx, { chainId: 'eip155:1' })
 * ```
 */
export function fetchSwapTokens(
  ctx: BlockchainApiContext,
  { chainId }: { chainId: string },
): Promise<{ tokens: SwapToken[] }> {
  return whenSupported(ctx, { tokens: [] }, async () => {
    const body = await ctx.http.get<unknown>('/v1/convert/tokens', { params: { chainId } })
    return { tokens: arrayField(ctx.logger, body, 'tokens', swapTokenSchema) }
  })
}
