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
import { FakeAdapter } from '../../../core/stores/testing/fakeAdapter'
import { base, mainnet } from '../../../core/stores/testing/fixtures'
import { instanceServices } from '../instanceServices'
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
  /** Routes of the fake fetch, e.g. `{ 'GET /getWallets': { json: { data: [], count: 0 } } }`. */
  routes?: Record<string, FakeRoute>
  /** Leave the wallet listing out of the services. */
  withoutListing?: boolean
}

/**
 * A fresh Portico for a view test: a ManualClock, memory storage, a fake fetch (nothing leaves
 * the process), one scriptable eip155 adapter, and the instance's wallet-listing client.
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
      endpoints: {
        api: 'http://127.0.0.1:4100',
        walletApi: 'http://127.0.0.1:4200',
        analytics: 'http://127.0.0.1:4100',
      },
      ...params.options,
    },
    { clock, storage: createMemoryStorage(), fetch: fetch.fetch },
  )
  // The instance's own listing client, on the fake fetch: the wiring the modal uses.
  const services: ViewServices = params.withoutListing ? {} : instanceServices(portico)
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
