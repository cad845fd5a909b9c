import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HttpSimulator } from '../http/httpSimulator'
import { stubTestClient } from '../http/stubTestClient'
import type { WalletQueryAnswer } from './queryWallets'
import { createWalletListingSimulator } from './walletListingSimulator'

let sim: HttpSimulator
let api: ReturnType<typeof stubTestClient>
beforeAll(async () => {
  sim = createWalletListingSimulator()
  await sim.start()
  api = stubTestClient(sim.url)
})
afterAll(async () => {
  await sim.stop()
})

describe('createWalletListingSimulator', () => {
  it('default: "wallet-api" lists page 1 of 40 from 2,005 wallets', async () => {
    expect(sim.status()).toMatchObject({ name: 'wallet-api', state: 'running' })
    const { status, body, headers } = await api.get<WalletQueryAnswer>('/getWallets')
    expect(status).toBe(200)
    expect(headers.get('access-control-allow-origin')).toBe('*')
    expect(body.count).toBe(2005)
    expect(body.data).toHaveLength(40)
    expect(body.data[0]).toMatchObject({ name: 'Alpha Wallet', rdns: 'io.portico.lab.alpha' })
    expect(body.data[0]?.homepage.startsWith(`${sim.url}/lab/wallet/`)).toBe(true)
  })

  it('parameters: page, entries, search, include, exclude, chains and badge_type', async () => {
    const page = await api.get<WalletQueryAnswer>('/getWallets', { page: 3, entries: 10 })
    expect(page.body.data.map((w) => w.order)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29])
    const search = await api.get<WalletQueryAnswer>('/getWallets', { search: 'gamma w' })
    expect(search.body.data.map((w) => w.name)).toEqual(['Gamma Wallet'])
    const ids = page.body.data.slice(0, 3).map((w) => w.id)
    const included = await api.get<WalletQueryAnswer>('/getWallets', { include: ids.join(',') })
    expect(included.body.data.map((w) => w.id)).toEqual(ids)
    const excluded = await api.get<WalletQueryAnswer>('/getWallets', {
      include: ids.join(','),
      exclude: ids[1]!,
    })
    expect(excluded.body).toMatchObject({ count: 2 })
    const chains = await api.get<WalletQueryAnswer>('/getWallets', {
      chains: 'bip122:000000000019d6689c085ae165831e93',
      entries: 100,
    })
    const bitcoin = chains.body.data.every((w) =>
      w.chains.includes('bip122:000000000019d6689c085ae165831e93'),
    )
    expect(bitcoin).toBe(true)
    const badge = await api.get<WalletQueryAnswer>('/getWallets', {
      badge_type: 'certified',
      search: 'wallet',
      entries: 100,
    })
    expect(badge.body.data.every((w) => w.badge_type === 'certified')).toBe(true)
    expect(badge.body.count).toBeGreaterThan(0)
  })

  it('behavior: answers are the same from a fresh simulator (deterministic)', async () => {
    const other = createWalletListingSimulator()
    await other.start()
    try {
      const mine = await api.get<WalletQueryAnswer>('/getWallets', { page: 7 })
      const theirs = await stubTestClient(other.url).get<WalletQueryAnswer>('/getWallets', {
        page: 7,
      })
      const strip = (answer: WalletQueryAnswer) =>
        answer.data.map(({ homepage, app_store, play_store, ...rest }) => rest)
      expect(strip(theirs.body)).toEqual(strip(mine.body))
    } finally {
      await other.stop()
    }
  })

  it('behavior: missing projectId, st or sv, or a bad page, answers 400', async () => {
    const bare = await stubTestClient(sim.url, {}).get('/getWallets')
    expect(bare.status).toBe(400)
    expect((await api.get('/getWallets', { page: 0 })).status).toBe(400)
    expect((await api.get('/getWallets', { entries: 501 })).status).toBe(400)
  })

  it("behavior: only the hosted service's paths answer, not the old /v1 ones", async () => {
    for (const old of [
      '/v1/wallets',
      '/v1/wallet-image/x',
      '/v1/token-image/ETH',
      '/v1/analytics-config',
    ]) {
      expect((await api.get(old)).status).toBe(404)
    }
  })

  it('behavior: images are deterministic SVGs, served without query parameters', async () => {
    const { body } = await api.get<WalletQueryAnswer>('/getWallets', { entries: 1 })
    const imageId = body.data[0]!.image_id
    for (const path of [
      `/getWalletImage/${imageId}`,
      '/public/getAssetImage/eip155-1',
      '/public/getCurrencyImage/USD',
      '/public/getTokenImage/ETH',
    ]) {
      const res = await fetch(`${sim.url}${path}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/svg+xml')
      const text = await res.text()
      expect(text.startsWith('<svg')).toBe(true)
      expect(await (await fetch(`${sim.url}${path}`)).text()).toBe(text)
    }
    const wallet = await (await fetch(`${sim.url}/getWalletImage/${imageId}`)).text()
    expect(wallet).toContain('>AW</text>')
  })

  it('behavior: faults apply to GET /v1/wallets', async () => {
    await sim.command('setFault', { key: 'GET /getWallets', status: 500, times: 1 })
    expect((await api.get('/getWallets')).status).toBe(500)
    expect((await api.get('/getWallets')).status).toBe(200)
    expect(await sim.command('walletCount')).toBe(2005)
  })

  it('behavior: the analytics switch is served here too and follows setAnalyticsEnabled', async () => {
    expect((await api.get('/getAnalyticsConfig')).body).toEqual({ isAnalyticsEnabled: true })
    await sim.command('setAnalyticsEnabled', { enabled: false })
    expect((await api.get('/getAnalyticsConfig')).body).toEqual({ isAnalyticsEnabled: false })
  })
})
