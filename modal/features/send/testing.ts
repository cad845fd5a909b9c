import type { TokenBalance } from '../../core/services/blockchainApi/types'
import type { FakeRoute } from '../../core/services/testing/fakeFetch'
import { withTransfers } from '../../core/stores/testing/fakeAdapter'
import { connectTestWallet, createTestPortico } from '../../ui/views/testing/createTestPortico'

export const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const RECEIVER = `0x${'22'.repeat(20)}`
export const USDC_ADDRESS = `0x${'a0'.repeat(20)}`

const token = (symbol: string, address: string | undefined, numeric: string, price: number) =>
  ({
    name: symbol,
    symbol,
    chainId: 'eip155:1',
    ...(address ? { address: `eip155:1:${address}` } : {}),
    price,
    value: Number(numeric) * price,
    quantity: { decimals: symbol === 'ETH' ? '18' : '6', numeric },
    iconUrl: `http://127.0.0.1:4100/v1/token-image/${symbol}`,
  }) satisfies TokenBalance

/**
 * A connected test Portico with 1.5 ETH (at 3000 USD) and 100 USDC, a wallet with the send
 * port, the Blockchain API answering alice.portico.id, and analytics on.
 *
 * @example
 * ```ts
 * const { portico, transfers } = await connectedForSend()
 * ```
 */
export async function connectedForSend() {
  // Kept by reference: a test may change an answer later (a failing refresh, say).
  const routes: Record<string, FakeRoute> = {
    'GET /v1/supported-chains': { json: { http: ['eip155:1'], ws: [] } },
    'GET /v1/account/0x1111111111111111111111111111111111111111/balance': {
      json: {
        balances: [token('ETH', undefined, '1.5', 3000), token('USDC', USDC_ADDRESS, '100', 1)],
      },
    },
    'GET /v1/profile/account/alice.portico.id': {
      json: {
        name: 'alice.portico.id',
        addresses: { '60': { address: ALICE } },
        attributes: [{ avatar: 'http://127.0.0.1:4100/v1/avatar/alice' }],
      },
    },
    'GET /getAnalyticsConfig': { json: { isAnalyticsEnabled: true } },
    'POST /e': { status: 200 },
  }
  const test = createTestPortico({ routes })
  const transfers = withTransfers(test.adapter)
  await connectTestWallet(test)
  await test.portico.balances.refreshNativeBalance()
  await test.portico.balances.fetchTokenBalances()
  return { ...test, transfers, routes }
}
