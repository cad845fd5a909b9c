import { type BlockchainApiContext, NO_HEADERS } from './context'
import { stringField } from './fields'
import { whenSupported } from './supportedChains'

export interface GenerateOnrampUrlParameters {
  destinationWallets: ReadonlyArray<{
    address: string
    blockchains?: readonly string[]
    assets?: readonly string[]
  }>
  partnerUserId: string
  defaultNetwork?: string
  purchaseAmount?: number
  paymentAmount?: number
}

/**
 * POST /v1/generators/onrampurl?projectId with body `{ destinationWallets, defaultNetwork,
 * partnerUserId, defaultExperience: 'buy', presetCryptoAmount, presetFiatAmount }` → `{ url }`.
 * Resolves to '' when the network is unsupported.
 *
 * @example
 * ```ts
 * const url = await generateOnrampUrl(ctx, { destinationWallets: [{ address }], partnerUserId: address })
 * ```
 */
export function generateOnrampUrl(
  ctx: BlockchainApiContext,
  params: GenerateOnrampUrlParameters,
): Promise<string> {
  return whenSupported(ctx, '', async () => {
    const body = await ctx.http.post<unknown>('/v1/generators/onrampurl', {
      params: { projectId: ctx.projectId },
      headers: NO_HEADERS,
      body: {
        destinationWallets: params.destinationWallets,
        defaultNetwork: params.defaultNetwork,
        partnerUserId: params.partnerUserId,
        defaultExperience: 'buy',
        presetCryptoAmount: params.purchaseAmount,
        presetFiatAmount: params.paymentAmount,
      },
    })
    return stringField(body, 'url')
  })
}
