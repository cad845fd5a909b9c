import type { FakeRoute } from '../../core/services/testing/fakeFetch'
import {
  connectTestWallet,
  createTestPortico,
  type TestPortico,
} from '../../ui/views/testing/createTestPortico'

const network = (chainId: string, name: string) => ({
  name,
  display_name: name,
  chain_id: chainId,
  contract_address: '',
})

/** A Blockchain API offering ETH on mainnet and Base, USDC on Base only, and USD / EUR. */
export function onrampRoutes(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  const limits = [
    { id: 'CARD', min: '10.00', max: '7500.00' },
    { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
  ]
  return {
    'GET /v1/supported-chains': { json: { http: ['eip155:1', 'eip155:8453'], ws: [] } },
    'GET /v1/onramp/options': {
      json: {
        purchaseCurrencies: [
          {
            id: 'eth',
            name: 'Ether',
            symbol: 'ETH',
            networks: [network('1', 'ethereum'), network('8453', 'base')],
          },
          { id: 'usdc', name: 'USD Coin', symbol: 'USDC', networks: [network('8453', 'base')] },
        ],
        paymentCurrencies: [
          { id: 'USD', payment_method_limits: limits },
          { id: 'EUR', payment_method_limits: limits },
        ],
      },
    },
    'POST /v1/onramp/quote': {
      json: {
        coinbaseFee: { amount: '0.75', currency: 'USD' },
        networkFee: { amount: '0.50', currency: 'USD' },
        paymentSubtotal: { amount: '48.75', currency: 'USD' },
        paymentTotal: { amount: '50.00', currency: 'USD' },
        purchaseAmount: { amount: '0.0156', currency: 'ETH' },
        quoteId: 'q1',
      },
    },
    'POST /v1/generators/onrampurl': {
      json: { url: 'http://127.0.0.1:4100/onramp/checkout?address=0x1111&amount=50' },
    },
    'GET /v1/account/0x1111111111111111111111111111111111111111/history': {
      json: { data: [] },
    },
    ...overrides,
  }
}

/** A connected test Portico (eip155:1) over {@link onrampRoutes}. */
export async function connectedOnrampPortico(
  overrides: Record<string, FakeRoute> = {},
): Promise<TestPortico> {
  const test = createTestPortico({ routes: onrampRoutes(overrides) })
  await connectTestWallet(test)
  return test
}
