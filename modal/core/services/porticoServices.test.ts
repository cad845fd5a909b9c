import { describe, expect, it } from 'vitest'
import { ManualClock } from '../clock/manualClock'
import { createPortico } from '../createPortico'
import { createMemoryStorage } from '../deps'
import { DEFAULT_ENDPOINTS } from '../options/options'
import { base, mainnet } from '../stores/testing/fixtures'
import { createFakeFetch } from './testing/fakeFetch'

function setup(endpoints?: { api?: string; walletApi?: string }) {
  const fake = createFakeFetch({
    'GET /v1/supported-chains': { json: { http: ['eip155:1'], ws: [] } },
    'GET /v1/wallets': { json: { data: [], count: 0 } },
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
    const { portico, fake } = setup()
    const api = portico.services.api
    expect(portico.services.api).toBe(api)
    expect(portico.services.walletListing).toBe(portico.services.walletListing)
    expect(fake.calls).toEqual([])
  })

  it('parameters: calls go to the configured hosts with projectId, st and sv', async () => {
    const { portico, fake } = setup({
      api: 'http://127.0.0.1:4100',
      walletApi: 'http://127.0.0.1:4200',
    })
    await portico.services.api.getSupportedChains()
    await portico.services.walletListing.fetchWallets({ page: 1 })
    expect(fake.calls.map((c) => new URL(c.url).origin)).toEqual([
      'http://127.0.0.1:4100',
      'http://127.0.0.1:4200',
    ])
    for (const call of fake.calls) {
      expect(call.params).toMatchObject({ projectId: 'p1', st: 'portico', sv: '0.1.0' })
    }
    expect(fake.calls[1]?.params.entries).toBe('40')
  })

  it('parameters: without endpoints the hosts are the production defaults', async () => {
    const { portico, fake } = setup()
    await portico.services.api.getSupportedChains().catch(() => undefined)
    expect(fake.calls[0]?.url.startsWith(DEFAULT_ENDPOINTS.api)).toBe(true)
  })

  it('behavior: token balances reach the core through the Blockchain API by default', async () => {
    const { portico, fake } = setup({ api: 'http://127.0.0.1:4100' })
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const answer = await portico.ports.tokenBalances?.getBalance({ address, chainId: 'eip155:1' })
    const call = fake.callsTo(`GET /v1/account/${address}/balance`)[0]
    expect(call?.params).toMatchObject({ currency: 'usd', chainId: 'eip155:1' })
    expect(answer).toEqual({ balances: [] })
  })
})
