import { readProperty } from '../../validation/result'
import type { BlockchainApiContext } from './context'
import { whenSupported } from './supportedChains'

export interface RegisterNameParameters {
  /** From `coinTypeForChainId` (validation/nameRegistration). */
  coinType: number
  address: string
  /** The signed registration message, as JSON text. */
  message: string
  signature: string
}

/**
 * POST /v1/profile/account with body `{ coin_type, address, message, signature }` →
 * `{ success }`. An unsupported network answers `{ success: false }` without a request.
 *
 * @example
 * ```ts
 * const { success } = await registerName(ctx, { coinType: 2147483649, address, message, signature })
 * ```
 */
export function registerName(
  ctx: BlockchainApiContext,
  { coinType, address, message, signature }: RegisterNameParameters,
): Promise<{ success: boolean }> {
  return whenSupported(ctx, { success: false }, async () => {
    const body = await ctx.http.post<unknown>('/v1/profile/account', {
      body: { coin_type: coinType, address, message, signature },
    })
    // Servers that answer 2xx without a body still mean success.
    return { success: readProperty(body, 'success') !== false }
  })
}
