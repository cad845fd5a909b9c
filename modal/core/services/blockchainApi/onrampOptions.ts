import type { BlockchainApiContext } from './context'
import { arrayField } from './fields'
import { onrampFallbackOptions } from './onrampFallback'
import { paymentCurrencySchema, purchaseCurrencySchema } from './schemas'
import { whenSupported } from './supportedChains'
import type { OnrampOptions } from './types'

/**
 * GET /v1/onramp/options → `{ paymentCurrencies, purchaseCurrencies }`. Any failure (HTTP status,
 * time-out, bad body) returns the built-in fallback list (marked `fallback: true`) instead of
 * throwing. An unsupported network returns empty lists.
 *
 * @example
 * ```ts
 * const { paymentCurrencies } = await getOnrampOptions(ctx)
 * ```
 */
export function getOnrampOptions(ctx: BlockchainApiContext): Promise<OnrampOptions> {
  return whenSupported(ctx, { paymentCurrencies: [], purchaseCurrencies: [] }, async () => {
    try {
      const body = await ctx.http.get<unknown>('/v1/onramp/options')
      return {
        paymentCurrencies: arrayField(ctx.logger, body, 'paymentCurrencies', paymentCurrencySchema),
        purchaseCurrencies: arrayField(
          ctx.logger,
          body,
          'purchaseCurrencies',
          purchaseCurrencySchema,
        ),
      }
    } catch {
      return onrampFallbackOptions()
    }
  })
}
