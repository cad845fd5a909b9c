import { afterAll, describe, expect, it, vi } from 'vitest'
import { ManualClock } from '../clock/manualClock'
import { type AnalyticsService, createAnalyticsService } from './analytics/analytics'
import { hostedEndpoints } from './hostedEndpoints'
import { SDK_TYPE, SDK_VERSION } from './porticoServices'
import { createWirePortico, setUpAppKit, WIRE_ADDRESS, WIRE_PROJECT_ID } from './testing/appKitSide'
import { createWireRecorder, imageRequest, type WireRequest } from './testing/wireRecorder'
import type { WalletListingClient } from './walletListing/client'

const wallet = (id: string, name: string) => ({
  id,
  name,
  rdns: `com.${id}`,
  image_id: `img-${id}`,
  homepage: `https://${id}.example/`,
  mobile_link: `${id}://`,
  desktop_link: null,
  webapp_link: null,
  app_store: null,
  play_store: null,
  chains: ['eip155:1'],
  badge_type: 'certified',
})
const WALLETS = [
  wallet('feat-1', 'Featured One'),
  wallet('feat-2', 'Featured Two'),
  wallet('w-3', 'Rainbow'),
]
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>'

/** The hosted wallet-provider API's answers (its documented shapes). */
const ANSWERS = {
  // As the service does: only the included wallets when `include` is given.
  'GET /getWallets': (url: URL) => {
    const include = url.searchParams.get('include')?.split(',')
    const data = include ? WALLETS.filter((w) => include.includes(w.id)) : WALLETS
    return { json: { data, count: include ? data.length : 2005 } }
  },
  'GET /getAnalyticsConfig': { json: { isAnalyticsEnabled: true } },
  'POST /e': { json: {} },
  ...Object.fromEntries(
    [
      '/getWalletImage/img-feat-1',
      '/getWalletImage/img-feat-2',
      '/getWalletImage/img-w-3',
      '/public/getAssetImage/eth-img',
      '/public/getCurrencyImage/EUR',
      '/public/getTokenImage/USDC',
    ].map((path) => [`GET ${path}`, { bytes: SVG }]),
  ),
}

const listingCalls = (requests: WireRequest[]) =>
  requests.filter((r) => r.address.endsWith('/getWallets'))

describe('the wallet-provider API and analytics on the wire: Portico beside AppKit 1.8 (SPEC §7)', () => {
  const wire = createWireRecorder(ANSWERS)
  const appKit = setUpAppKit(wire)
  const clock = new ManualClock()
  const portico = createWirePortico(wire, { features: { analytics: true } }, clock)
  const listing = portico.services.walletListing as WalletListingClient
  afterAll(() => vi.unstubAllGlobals())

  it('parameters: featured wallets: the same request (include alone), read into the same order', async () => {
    await appKit.ApiController.fetchFeaturedWallets()
    const appKitRequests = listingCalls(wire.take())
    const featured = await listing.fetchFeaturedWallets()
    expect(wire.take()).toEqual(appKitRequests)
    expect(appKitRequests[0]?.query).toContainEqual(['include', ['feat-2,feat-1']])
    expect(featured.map((w) => w.id)).toEqual(appKit.ApiController.state.featured.map((w) => w.id))
    expect(featured.map((w) => w.id)).toEqual(['feat-2', 'feat-1'])
  })

  it('parameters: recommended wallets: the same request (chains, include, exclude), the same list and count', async () => {
    await appKit.ApiController.fetchRecommendedWallets()
    const appKitRequests = listingCalls(wire.take())
    const page = await listing.fetchRecommendedWallets()
    expect(wire.take()).toEqual(appKitRequests)
    expect(page.data).toEqual(appKit.ApiController.state.recommended)
    expect(page.count).toBe(appKit.ApiController.state.count)
  })

  it('parameters: a wallets page: the same request (page 2, the shown ids left out), the same wallets', async () => {
    appKit.ApiController.state.recommended = [WALLETS[2]] as never
    appKit.ApiController.state.wallets = []
    await appKit.ApiController.fetchWalletsByPage({ page: 2 })
    const appKitRequests = listingCalls(wire.take())
    const page = await listing.fetchWallets({ page: 2, excludeIds: ['w-3'] })
    expect(wire.take()).toEqual(appKitRequests)
    expect(appKitRequests[0]?.query).toContainEqual(['exclude', ['w-3,exc-1,feat-2,feat-1']])
    expect(page.data).toEqual(appKit.ApiController.state.wallets)
  })

  it('parameters: search and badge: the same request, the same results', async () => {
    for (const [search, badge] of [
      [' rain ', undefined],
      ['', 'certified'],
    ] as const) {
      const appKitSearch = appKit.ApiController.searchWallet({
        search,
        ...(badge ? { badge } : {}),
      })
      await appKitSearch
      const appKitRequests = listingCalls(wire.take())
      const searching = listing.searchWallets({ search, ...(badge ? { badge } : {}) })
      // Portico holds the answer 300 ms on its own clock (SPEC §9), as AppKit does on real time.
      await vi.waitFor(() => expect(listingCalls(wire.take())).toEqual(appKitRequests))
      clock.advance(300)
      expect((await searching).data).toEqual(appKit.ApiController.state.search)
    }
  })

  it('parameters: each image kind is the address AppKit fetches', async () => {
    await appKit.ApiController._fetchWalletImage('img-w-3')
    await appKit.ApiController._fetchNetworkImage('eth-img')
    await appKit.ApiController._fetchCurrencyImage('EUR')
    await appKit.ApiController._fetchTokenImage('USDC')
    expect(wire.take()).toEqual(
      [
        listing.walletImageUrl('img-w-3'),
        listing.assetImageUrl('eth-img'),
        listing.currencyImageUrl('EUR'),
        listing.tokenImageUrl('USDC'),
      ].map(imageRequest),
    )
  })

  it('parameters: the analytics switch: the same request, read into the same value', async () => {
    const analytics = portico.services.analytics as AnalyticsService
    await appKit.ApiController.fetchAnalyticsConfig()
    const appKitRequests = wire.take()
    expect(await analytics.isEnabled()).toBe(appKit.OptionsController.state.features?.analytics)
    expect(wire.take()).toEqual(appKitRequests)
    expect(appKitRequests.map((r) => r.address)).toEqual([
      'https://api.web3modal.org/getAnalyticsConfig',
    ])
  })

  it('parameters: an event carries what AppKit batches for it (SPEC §7 POST /e, one event per post)', async () => {
    const page = { href: 'https://shop.example/cart', hostname: 'shop.example' }
    vi.stubGlobal('window', { location: page })
    vi.stubGlobal('location', page)
    const beacons: { url: string; body: string }[] = []
    vi.stubGlobal('navigator', {
      sendBeacon: (url: string, body: string) => beacons.push({ url, body }),
    })
    const event = { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } } as const
    appKit.EventsController.sendEvent(event)
    appKit.EventsController._submitPendingEvents()
    const batch = JSON.parse(beacons[0]?.body ?? '[]') as Record<string, unknown>[]
    const appKitEvent = batch.find((e) => (e.props as { event: string }).event === 'MODAL_OPEN')
    // The service the instance builds, for the account AppKit has connected, on eip155:1.
    const analytics = createAnalyticsService({
      projectId: WIRE_PROJECT_ID,
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
      fetch: wire.fetch,
      clock: portico.deps.clock,
      random: Math.random,
      baseUrl: hostedEndpoints.analytics,
      configBaseUrl: hostedEndpoints.walletApi,
      isFeatureEnabled: () => true,
      getAddress: () => WIRE_ADDRESS,
      getCaipNetworkId: () => 'eip155:1',
      onInvalidAppConfiguration: () => undefined,
    })
    expect(await analytics.sendEvent(event)).toBe(true)
    const sent = wire.take().find((request) => request.method === 'POST')
    expect(sent?.address).toBe('https://pulse.walletconnect.org/e')
    expect(sent?.query).toEqual(imageRequest(beacons[0]?.url ?? '').query)
    const { eventId, timestamp, ...rest } = (sent?.body ?? {}) as Record<string, unknown>
    const { eventId: appKitId, timestamp: appKitTime, ...appKitRest } = appKitEvent ?? {}
    expect(rest).toEqual(appKitRest)
    for (const id of [eventId, appKitId])
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab]/)
    expect(typeof timestamp).toBe(typeof appKitTime)
  })
})
