import { isRecord } from '../../validation/result'
import { type BlockchainApiContext, NO_HEADERS } from './context'
import { whenSupported } from './supportedChains'
import type { OnrampQuote, PaymentCurrency, PurchaseCurrency } from './types'

export interface GetOnrampQuoteParameters {
  purchaseCurrency: Pick<PurchaseCurrency, 'id'> & Partial<PurchaseCurrency>
  paymentCurrency: Pick<PaymentCurrency, 'id'> & Partial<PaymentCurrency>
  /** Fiat amount, as typed. */
  amount: string
  /** The network name, e.g. 'ethereum'. */
  network: string
}

/** The quote id of the mock quote returned on failure. */
export const MOCK_ONRAMP_QUOTE_ID = 'mock-quote'

/**
 * POST /v1/onramp/quote?projectId with body `{ purchaseCurrency, paymentCurrency, amount,
 * network }` → the fee quote. On any failure a mock quote carrying the input amount in every
 * field (in the payment currency) is returned, marked `fallback: true`. Null when the network is
 * unsupported.
 *
 * @example
 * ```ts
 * const quote = await getOnrampQuote(ctx, { purchaseCurrency: { id: 'USDC' }, paymentCurrency: { id: 'USD' }, amount: '100', network: 'ethereum' })
 * ```
 */
export function getOnrampQuote(
  ctx: BlockchainApiContext,
  params: GetOnrampQuoteParameters,
): Promise<OnrampQuote | null> {
  return whenSupported<OnrampQuote | null>(ctx, null, async () => {
    try {
      const body = await ctx.http.post<unknown>('/v1/onramp/quote', {
        params: { projectId: ctx.projectId },
        headers: NO_HEADERS,
        body: { ...params },
      })
      if (!isRecord(body)) throw new TypeError('onramp quote is not an object')
      return body as unknown as OnrampQuote
    } catch {
      return mockOnrampQuote(params)
    }
  })
}

function mockOnrampQuote({ amount, paymentCurrency }: GetOnrampQuoteParameters): OnrampQuote {
  const money = () => ({ amount, currency: paymentCurrency.id })
  return {
    coinbaseFee: money(),
    networkFee: money(),
    paymentSubtotal: money(),
    paymentTotal: money(),
    purchaseAmount: money(),
    quoteId: MOCK_ONRAMP_QUOTE_ID,
    fallback: true,
  }
}
