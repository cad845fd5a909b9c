import type { CaipNetwork } from '../../../core/caip/types'
import { ManualClock } from '../../../core/clock/manualClock'
import { createPortico, type Portico } from '../../../core/createPortico'
import { createMemoryStorage } from '../../../core/deps'
import type { PorticoOptions } from '../../../core/options/options'
import {
  createFakeFetch,
  type FakeFetch,
  type FakeRoute,
} from '../../../core/services/testing/fakeFetch'
import { createWalletListingClient } from '../../../core/services/walletListing/client'
import { FakeAdapter } from '../../../core/stores/testing/fakeAdapter'
import { base, mainnet } from '../../../core/stores/testing/fixtures'
import type { ViewServices } from '../viewProps'

/** What {@link createTestPortico} builds: a fresh root store and its fakes. */
export interface TestPortico {
  portico: Portico
  clock: ManualClock
  adapter: FakeAdapter
  fetch: FakeFetch
  services: ViewServices
}

/** Options of {@link createTestPortico}. */
export interface TestPorticoOptions {
  options?: Partial<PorticoOptions>
  networks?: CaipNetwork[]
  /** Routes of the fake fetch, e.g. `{ 'GET /v1/wallets': { json: { data: [], count: 0 } } }`. */
  routes?: Record<string, FakeRoute>
  /** Leave the wallet listing out of the services. */
  withoutListing?: boolean
}

/**
 * A fresh Portico for a view test: a ManualClock, memory storage, a fake fetch (nothing leaves
 * the process), one scriptable eip155 adapter, and a wallet-listing client on the fake fetch.
 *
 * @example
 * ```ts
 * const { portico, adapter } = createTestPortico()
 * await portico.loadConnectors()
 * ```
 */
export function createTestPortico(params: TestPorticoOptions = {}): TestPortico {
  const clock = new ManualClock(1_000_000)
  const fetch = createFakeFetch(params.routes)
  const adapter = new FakeAdapter('eip155')
  const portico = createPortico(
    {
      projectId: 'test-project',
      networks: params.networks ?? [mainnet, base],
      adapters: { eip155: async () => adapter },
      ...params.options,
    },
    { clock, storage: createMemoryStorage(), fetch: fetch.fetch },
  )
  const services: ViewServices = params.withoutListing
    ? {}
    : {
        walletListing: createWalletListingClient({
          fetch: fetch.fetch,
          clock,
          baseUrl: 'http://127.0.0.1:4200',
          projectId: 'test-project',
          sdkType: 'portico',
          sdkVersion: '0.0.0',
        }),
      }
  return { portico, clock, adapter, fetch, services }
}

/**
 * Connects the fake adapter's wallet on eip155, as a visitor who picked it would.
 *
 * @example
 * ```ts
 * await connectTestWallet(test)
 * ```
 */
export async function connectTestWallet({ portico }: TestPortico): Promise<void> {
  await portico.loadConnectors()
  await portico.connection.connect('eip155', 'injected')
}
