import { describe, expect, it } from 'vitest'
import { ManualClock } from '../clock/manualClock'
import { createBlockchainApiClient } from './blockchainApi/client'
import {
  lazyBlockchainApiClient,
  lazyWalletListingClient,
  provideClientFactories,
} from './lazyClients'
import { createFakeFetch } from './testing/fakeFetch'
import { createWalletListingClient } from './walletListing/client'

const identity = { projectId: 'p1', sdkType: 'portico', sdkVersion: '0.1.0', clientId: 'c1' }

function configs() {
  const fake = createFakeFetch({
    'GET /v1/supported-chains': { json: { http: ['eip155:1'], ws: [] } },
    'GET /getWallets': { json: { data: [], count: 7 } },
  })
  const common = { ...identity, fetch: fake.fetch, clock: new ManualClock() }
  return {
    fake,
    api: { ...common, baseUrl: 'http://127.0.0.1:4100', getActiveCaipNetworkId: () => 'eip155:1' },
    listing: { ...common, baseUrl: 'http://127.0.0.1:4200' },
  }
}

describe('lazy service clients', () => {
  it('default: the stand-ins answer as the clients do, after loading them on the first call', async () => {
    // As on a page: no client at hand until the first call imports it (the test setup provides one).
    provideClientFactories({ api: undefined })
    const { fake, api, listing } = configs()
    const lazyApi = lazyBlockchainApiClient(api)
    const lazyListing = lazyWalletListingClient(listing)
    // Nothing is requested (nor loaded) by creating them; clearing caches before any call is a no-op.
    lazyApi.clearCaches()
    expect(fake.calls).toEqual([])
    expect(await lazyApi.getSupportedChains()).toEqual(
      await createBlockchainApiClient(api).getSupportedChains(),
    )
    expect(await lazyListing.fetchWallets({ page: 1 })).toEqual({ data: [], count: 7 })
    expect(fake.calls.map((call) => call.path)).toEqual([
      '/v1/supported-chains',
      '/v1/supported-chains',
      '/getWallets',
    ])
  })

  it('behavior: once the listing factory is provided (the modal chunk does), a call requests in the same task', async () => {
    const { fake, listing } = configs()
    provideClientFactories({ listing: undefined })
    const before = lazyWalletListingClient(listing)
    void before.fetchWallets({ page: 1 })
    expect(fake.calls).toEqual([]) // an import's turn first
    provideClientFactories({ listing: createWalletListingClient })
    const after = lazyWalletListingClient(listing)
    const page = after.fetchWallets({ page: 1 })
    expect(fake.callsTo('GET /getWallets')).toHaveLength(1)
    expect(await page).toEqual({ data: [], count: 7 })
    provideClientFactories({ listing: undefined })
  })

  it('parameters: the listing stand-in gives the same image addresses as the client, at once', () => {
    const { listing } = configs()
    const real = createWalletListingClient(listing)
    const lazy = lazyWalletListingClient(listing)
    for (const name of [
      'walletImageUrl',
      'assetImageUrl',
      'currencyImageUrl',
      'tokenImageUrl',
    ] as const) {
      expect(lazy[name]('a b')).toBe(real[name]('a b'))
    }
    expect(lazy.walletImageUrl('x')).toBe(
      'http://127.0.0.1:4200/getWalletImage/x?projectId=p1&st=portico&sv=0.1.0&clientId=c1',
    )
  })

  it('behavior: each stand-in has every method of its client', () => {
    const { api, listing } = configs()
    const keys = (value: object) => Object.keys(value).sort()
    expect(keys(lazyBlockchainApiClient(api))).toEqual(keys(createBlockchainApiClient(api)))
    expect(keys(lazyWalletListingClient(listing))).toEqual(keys(createWalletListingClient(listing)))
  })
})
