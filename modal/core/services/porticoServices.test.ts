import { describe, expect, it } from 'vitest'
import { ManualClock } from '../clock/manualClock'
import { createPortico } from '../createPortico'
import { createMemoryStorage } from '../deps'
import { base, mainnet } from '../stores/testing/fixtures'
import { createFakeFetch } from './testing/fakeFetch'

const API = 'http://127.0.0.1:4100'
const WALLET_API = 'http://127.0.0.1:4200'

function setup(endpoints?: { api?: string; walletApi?: string; analytics?: string }) {
  const fake = createFakeFetch({
    'GET /v1/supported-chains': { json: { http: ['eip155:1'], ws: [] } },
    'GET /getWallets': { json: { data: [], count: 0 } },
    'GET /v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance': {
      json: { balances: [] },
    },
  })
  const portico = createPortico(
    { projectId: 'p1', networks: [mainnet, base], ...(endpoints ? { endpoints } : {}) },
    { clock: new ManualClock(), storage: createMemoryStorage(), fetch: fake.fetch },
  )
  return { portico, fake }
}

describe('PorticoServices', () => {
  it('default: each service is built once, on first use, without any request', () => {
    const { portico, fake } = setup({ api: API, walletApi: WALLET_API })
    const api = portico.services.api
    expect(api).toBeDefined()
    expect(portico.services.api).toBe(api)
    expect(portico.services.walletListing).toBeDefined()
    expect(portico.services.walletListing).toBe(portico.services.walletListing)
    expect(fake.calls).toEqual([])
  })

  it('parameters: calls go to the configured hosts with projectId, st and sv', async () => {
    const { portico, fake } = setup({ api: API, walletApi: WALLET_API })
    await portico.services.api?.getSupportedChains()
    await portico.services.walletListing?.fetchWallets({ page: 1 })
    expect(fake.calls.map((c) => new URL(c.url).origin)).toEqual([API, WALLET_API])
    for (const call of fake.calls) {
      expect(call.params).toMatchObject({ projectId: 'p1', st: 'portico', sv: '0.1.0' })
    }
    expect(fake.calls[1]?.params.entries).toBe('40')
  })

  it('behavior: without endpoints no backend exists, analytics sends nothing, no request is made', async () => {
    const { portico, fake } = setup()
    expect(portico.services.api).toBeUndefined()
    expect(portico.services.walletListing).toBeUndefined()
    expect(portico.ports.tokenBalances).toBeUndefined()
    for (const part of ['walletListing', 'tokenBalances', 'identity', 'analytics'] as const) {
      expect(portico.services.supports(part)).toBe(false)
    }
    const sent = await portico.services.analytics.sendEvent({
      type: 'track',
      event: 'MODAL_OPEN',
      properties: {},
    })
    expect(sent).toBe(false)
    expect(fake.calls).toEqual([])
  })

  it('parameters: each backend is built only when its own endpoint is set', () => {
    const { portico } = setup({ walletApi: WALLET_API })
    expect(portico.services.walletListing).toBeDefined()
    expect(portico.services.api).toBeUndefined()
    expect(portico.services.supports('walletListing')).toBe(true)
    expect(portico.services.supports('swaps')).toBe(false)
    // Analytics needs its host and the wallet API that serves the analytics switch.
    expect(portico.services.supports('analytics')).toBe(false)
    expect(
      setup({ walletApi: WALLET_API, analytics: API }).portico.services.supports('analytics'),
    ).toBe(true)
  })

  it('behavior: with endpoints, analytics is on by default and reads the switch from the wallet API', async () => {
    const { portico, fake } = setup({ api: API, walletApi: WALLET_API, analytics: API })
    await portico.services.analytics.isEnabled()
    expect(fake.calls.map((c) => c.url.split('?')[0])).toEqual([`${WALLET_API}/getAnalyticsConfig`])
  })

  it('behavior: token balances reach the core through the Blockchain API by default', async () => {
    const { portico, fake } = setup({ api: API })
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const answer = await portico.ports.tokenBalances?.getBalance({ address, chainId: 'eip155:1' })
    const call = fake.callsTo(`GET /v1/account/${address}/balance`)[0]
    expect(call?.params).toMatchObject({ currency: 'usd', chainId: 'eip155:1' })
    expect(answer).toEqual({ balances: [] })
  })
})
