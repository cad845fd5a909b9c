import { ManualClock } from '../../clock/manualClock'
import type { KeyValueStorage } from '../../deps'
import { createFakeFetch, type FakeRoute } from '../testing/fakeFetch'
import { createBlockchainApiClient } from './client'

export const TEST_BASE_URL = 'http://127.0.0.1:4100'

/** A client on a fake fetch and a manual clock, with eip155:1 supported and active. */
export function createTestClient(
  routes: Record<string, FakeRoute> = {},
  options: { active?: string; clientId?: string; storage?: KeyValueStorage } = {},
) {
  const clock = new ManualClock(1_700_000_000_000)
  const fake = createFakeFetch({
    'GET /v1/supported-chains': { json: { http: ['eip155:1', 'solana:5eykt4'], ws: [] } },
    ...routes,
  })
  const active = 'active' in options ? options.active : 'eip155:1'
  const api = createBlockchainApiClient({
    fetch: fake.fetch,
    clock,
    baseUrl: TEST_BASE_URL,
    projectId: 'p1',
    sdkType: 'portico',
    sdkVersion: 'html-core-0.1.0',
    getActiveCaipNetworkId: () => active,
    ...(options.clientId ? { clientId: options.clientId } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
  })
  /** Calls other than the supported-chains read. */
  const apiCalls = () => fake.calls.filter((call) => call.path !== '/v1/supported-chains')
  return { api, clock, fake, apiCalls }
}

/** Answer items that pass the client's schemas (modal/core/services/blockchainApi/schemas.ts). */
export const FIXTURES = {
  balance: {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    price: 3000,
    value: 3000,
    quantity: { decimals: '18', numeric: '1' },
    iconUrl: 'https://icons.example/eth.png',
  },
  transaction: {
    id: 't1',
    metadata: {
      minedAt: '2026-01-01T00:00:00Z',
      chain: 'eip155:1',
      operationType: 'send',
      status: 'confirmed',
      sentFrom: '0x1',
      sentTo: '0x2',
    },
    transfers: [],
  },
  swapToken: { name: 'Uniswap', symbol: 'UNI', address: '0x1f', decimals: 18, logoUri: '' },
  tokenPrice: { name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 },
  nameProfile: { name: 'alice.portico.id', addresses: {}, attributes: [] },
} as const
