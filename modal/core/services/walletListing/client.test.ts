import { describe, expect, it, vi } from 'vitest'
import { ManualClock } from '../../clock/manualClock'
import { createFakeFetch, type FakeRoute, flushMicrotasks } from '../testing/fakeFetch'
import { createWalletListingClient, type WalletListingConfig } from './client'

const BASE = 'http://127.0.0.1:4200'

function setup(routes: Record<string, FakeRoute> = {}, options: Partial<WalletListingConfig> = {}) {
  const clock = new ManualClock(0)
  const fake = createFakeFetch({
    'GET /getWallets': { json: { data: [{ id: 'w1', name: 'One' }], count: 321 } },
    ...routes,
  })
  const listing = createWalletListingClient({
    fetch: fake.fetch,
    clock,
    baseUrl: BASE,
    projectId: 'p1',
    sdkType: 'portico',
    sdkVersion: '0.1.0',
    ...options,
  })
  return { clock, fake, listing }
}

describe('createWalletListingClient', () => {
  it('behavior: deep links and images outside the URL policy are left out (issue 11 defect 6)', async () => {
    const data = [
      {
        id: 'w1',
        name: 'One',
        mobile_link: 'javascript:alert(1)//',
        desktop_link: 'onewallet://',
        homepage: 'http://evil.example',
        image_url: 'javascript:alert(1)',
      },
    ]
    const { listing } = setup({ 'GET /getWallets': { json: { data, count: 1 } } })
    const [wallet] = (await listing.fetchWallets({ page: 1 })).data
    expect(wallet).toEqual({
      id: 'w1',
      name: 'One',
      mobile_link: null,
      desktop_link: 'onewallet://',
    })
  })

  it('behavior: malformed wallets are dropped one by one and logged once (issue 11 defect 1)', async () => {
    const warn = vi.fn()
    const data = [
      { id: 'w1', name: { evil: true } },
      { id: 2, name: 'Two' },
      null,
      { id: 'w3', name: 'Three', chains: 'eip155:1' },
      { id: 'w4', name: 'Four', image_url: 'https://img.example/4.png' },
    ]
    const { listing } = setup(
      { 'GET /getWallets': { json: { data, count: 5 } } },
      { logger: { warn } },
    )
    const page = await listing.fetchWallets({ page: 1 })
    expect(page.data).toEqual([{ id: 'w4', name: 'Four', image_url: 'https://img.example/4.png' }])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('default: a page is GET /getWallets with projectId, page and 40 entries → data, count', async () => {
    const { fake, listing } = setup()
    expect(await listing.fetchWallets({ page: 2 })).toEqual({
      data: [{ id: 'w1', name: 'One' }],
      count: 321,
    })
    expect(fake.calls).toHaveLength(1)
    expect(fake.calls[0]!.url.startsWith(`${BASE}/getWallets?`)).toBe(true)
    expect(fake.calls[0]!.params).toEqual({
      projectId: 'p1',
      st: 'portico',
      sv: '0.1.0',
      page: '2',
      entries: '40',
    })
  })

  it('parameters: chains, include and exclude are sent comma-joined; featured ids are excluded', async () => {
    const { fake, listing } = setup(
      {},
      {
        includeWalletIds: ['a', 'b'],
        excludeWalletIds: ['x'],
        featuredWalletIds: ['f1'],
        getChains: () => ['eip155:1', 'solana:5eykt4'],
      },
    )
    await listing.fetchWallets({ page: 1, excludeIds: ['recent1'] })
    expect(fake.calls[0]!.params).toMatchObject({
      chains: 'eip155:1,solana:5eykt4',
      include: 'a,b',
      // AppKit's order: the ids already shown, then the host's excluded, then its featured.
      exclude: 'recent1,x,f1',
    })
  })

  it('behavior: recommended wallets are the first 4, featured and excluded ids left out', async () => {
    const { fake, listing } = setup({}, { excludeWalletIds: ['x'], featuredWalletIds: ['f1'] })
    await listing.fetchRecommendedWallets()
    expect(fake.calls[0]!.params).toMatchObject({ page: '1', entries: '4', exclude: 'x,f1' })
  })

  it('behavior: featured wallets are fetched by include, in the configured order', async () => {
    const { fake, listing } = setup(
      {
        'GET /getWallets': {
          json: {
            data: [
              { id: 'b', name: 'B' },
              { id: 'a', name: 'A' },
              { id: 'z', name: 'Z' },
            ],
            count: 3,
          },
        },
      },
      { featuredWalletIds: ['a', 'b'] },
    )
    const featured = await listing.fetchFeaturedWallets()
    expect(featured.map((w) => w.id)).toEqual(['a', 'b'])
    expect(fake.calls[0]!.params).toMatchObject({ page: '1', entries: '2', include: 'a,b' })
  })

  it('parameters: no featured ids means no featured list and no request', async () => {
    const { fake, listing } = setup()
    expect(await listing.fetchFeaturedWallets()).toEqual([])
    expect(fake.calls).toHaveLength(0)
  })

  it('behavior: search asks for 100 entries with search and badge_type', async () => {
    const { clock, fake, listing } = setup({}, { excludeWalletIds: ['x'] })
    const pending = listing.searchWallets({ search: 'rain', badge: 'certified' })
    await flushMicrotasks()
    clock.advance(300)
    await pending
    expect(fake.calls[0]!.params).toMatchObject({
      page: '1',
      entries: '100',
      search: 'rain',
      badge_type: 'certified',
      exclude: 'x',
    })
  })

  it('behavior: a search answer is held until 300 ms after it started (on the clock)', async () => {
    const { clock, listing } = setup()
    let settled = false
    const pending = listing.searchWallets({ search: 'meta' }).then((page) => {
      settled = true
      return page
    })
    await flushMicrotasks()
    clock.advance(299)
    await flushMicrotasks()
    expect(settled).toBe(false)
    clock.advance(1)
    await flushMicrotasks()
    expect(settled).toBe(true)
    expect((await pending).count).toBe(321)
  })

  it('behavior: a search slower than 300 ms is not padded further', async () => {
    const { clock, listing } = setup({ 'GET /getWallets': 'hang' })
    const pending = listing.searchWallets({ search: 'x' }).catch((e: unknown) => e)
    await flushMicrotasks()
    clock.advance(30_000) // the request time-out fires; the padding is long over
    const error = await pending
    expect(error).toBeInstanceOf(Error)
    expect(clock.pending).toBe(0)
  })

  it('behavior: a malformed answer reads as an empty page', async () => {
    const { listing } = setup({ 'GET /getWallets': { json: { data: 'nope', count: 'many' } } })
    expect(await listing.fetchWallets({ page: 1 })).toEqual({ data: [], count: 0 })
  })

  it('default: image URLs carry projectId, st and sv', () => {
    const { listing } = setup()
    const query = '?projectId=p1&st=portico&sv=0.1.0'
    expect(listing.walletImageUrl('img-1')).toBe(`${BASE}/getWalletImage/img-1${query}`)
    expect(listing.assetImageUrl('net-1')).toBe(`${BASE}/public/getAssetImage/net-1${query}`)
    expect(listing.currencyImageUrl('USD')).toBe(`${BASE}/public/getCurrencyImage/USD${query}`)
    expect(listing.tokenImageUrl('ETH')).toBe(`${BASE}/public/getTokenImage/ETH${query}`)
    expect(listing.walletImageUrl('../x')).toBe(`${BASE}/getWalletImage/..%2Fx${query}`)
  })
})
