import type { OnrampOptions, PaymentCurrency } from './types'

/** SPEC §9 Onramp fallback limits, per payment method, in USD and EUR. */
export const ONRAMP_FALLBACK_LIMITS = {
  card: { min: '10.00', max: '7500.00' },
  ach_bank_account: { min: '10.00', max: '25000.00' },
} as const

function fallbackPaymentCurrency(id: 'USD' | 'EUR'): PaymentCurrency {
  return {
    id,
    payment_method_limits: Object.entries(ONRAMP_FALLBACK_LIMITS).map(([method, limit]) => ({
      id: method,
      ...limit,
    })),
  }
}

/**
 * The built-in onramp options used when GET /v1/onramp/options fails: USD and EUR with the
 * SPEC §9 limits, and ETH and USDC on Ethereum to buy. A fresh copy per call (callers may mutate).
 */
export function onrampFallbackOptions(): OnrampOptions {
  return {
    paymentCurrencies: [fallbackPaymentCurrency('USD'), fallbackPaymentCurrency('EUR')],
    purchaseCurrencies: [
      {
        id: 'ETH',
        name: 'Ethereum',
        symbol: 'ETH',
        networks: [
          { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
        ],
      },
      {
        id: 'USDC',
        name: 'USD Coin',
        symbol: 'USDC',
        networks: [
          {
            name: 'ethereum',
            display_name: 'Ethereum',
            chain_id: '1',
            contract_address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
          },
        ],
      },
    ],
    fallback: true,
  }
}
