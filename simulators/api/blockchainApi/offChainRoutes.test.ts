import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { revokeMessage } from '../../../modal/features/smartSessions/revokeMessage'
import { devAccount } from '../../contracts/labTokens'
import type { HttpSimulator } from '../http/httpSimulator'
import { stubTestClient, TEST_PARAMS } from '../http/stubTestClient'
import { createBlockchainApiSimulator } from './blockchainApiSimulator'

// These routes never touch the chain: the RPC URL points at a closed port on purpose.
const NO_CHAIN = 'http://127.0.0.1:9'
const alice = devAccount(0)
const bob = devAccount(1)

let sim: HttpSimulator
let api: ReturnType<typeof stubTestClient>
beforeEach(async () => {
  sim = createBlockchainApiSimulator({ rpcUrl: NO_CHAIN, now: () => 1_700_000_000_000 })
  await sim.start()
  api = stubTestClient(sim.url)
})
afterEach(async () => {
  await sim.stop()
})

async function signedRegistration(name: string, signer = bob, address = signer.address) {
  const message = JSON.stringify({ name, attributes: { bio: 'lab' }, timestamp: 1_700_000_000 })
  const signature = await signer.signMessage({ message })
  // ENSIP-11 coin type of chain 31337, sent as a number as the modal does.
  return { coin_type: 2_147_514_985, address, message, signature }
}

describe('blockchain API names and identity', () => {
  it('default: dev account 0 holds alice.portico.id with a served avatar', async () => {
    const identity = await api.get<{ name: string; avatar: string }>(
      `/v1/identity/${alice.address}`,
      { sender: alice.address },
    )
    expect(identity.body).toEqual({
      name: 'alice.portico.id',
      avatar: `${sim.url}/v1/avatar/alice.portico.id`,
    })
    const avatar = await fetch(identity.body.avatar)
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml')
    const nobody = await api.get(`/v1/identity/${bob.address}`)
    expect(nobody.body).toEqual({ name: null, avatar: null })
  })

  it('behavior: registration with a real signature shows in profile, reverse and identity', async () => {
    const res = await api.post('/v1/profile/account', await signedRegistration('bob.portico.id'))
    expect(res).toMatchObject({ status: 200, body: { success: true } })
    const profile = await api.get('/v1/profile/account/bob.portico.id', { apiVersion: 2 })
    expect(profile.body).toEqual({
      name: 'bob.portico.id',
      registered: 1_700_000_000,
      updated: 1_700_000_000,
      addresses: { '2147514985': { address: bob.address, created: '1700000000' } },
      attributes: [{ bio: 'lab' }],
    })
    const reverse = await api.get<{ name: string }[]>(`/v1/profile/reverse/${bob.address}`, {
      sender: bob.address,
      apiVersion: 2,
    })
    expect(reverse.body.map((p) => p.name)).toEqual(['bob.portico.id'])
    expect((await api.get(`/v1/identity/${bob.address}`)).body).toEqual({
      name: 'bob.portico.id',
      avatar: null,
    })
  })

  it('behavior: a signature by another key is refused with 401; a taken name with 409', async () => {
    const forged = await signedRegistration('mallory.portico.id', alice, bob.address)
    expect((await api.post('/v1/profile/account', forged)).status).toBe(401)
    const taken = await signedRegistration('alice.portico.id', bob)
    expect((await api.post('/v1/profile/account', taken)).status).toBe(409)
    expect((await api.get('/v1/profile/account/mallory.portico.id')).status).toBe(404)
  })

  it('parameters: suggestions use the zone and flag registered names', async () => {
    const { body } = await api.get<{ suggestions: { name: string; registered: boolean }[] }>(
      '/v1/profile/suggestions/alice',
      { zone: 'portico.id' },
    )
    expect(body.suggestions[0]).toEqual({ name: 'alice.portico.id', registered: true })
    expect(body.suggestions.slice(1).every((s) => !s.registered)).toBe(true)
    expect(body.suggestions.every((s) => s.name.endsWith('.portico.id'))).toBe(true)
  })
})

describe('blockchain API prices, onramp, sessions, analytics', () => {
  it('behavior: fungible prices come from the fixed table for known lab tokens', async () => {
    const { body } = await api.post('/v1/fungible/price', {
      currency: 'usd',
      projectId: TEST_PARAMS.projectId,
      addresses: [
        'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        'eip155:31337:0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
        'eip155:31337:0x0000000000000000000000000000000000000001',
      ],
    })
    expect(body).toEqual({
      fungibles: [
        { name: 'Ether', symbol: 'ETH', iconUrl: `${sim.url}/v1/token-image/ETH`, price: 3000 },
        { name: 'Tether USD', symbol: 'USDT', iconUrl: `${sim.url}/v1/token-image/USDT`, price: 1 },
      ],
    })
  })

  it('behavior: onramp options, a quote and a checkout URL', async () => {
    const options = await api.get<{ purchaseCurrencies: { networks: { chain_id: string }[] }[] }>(
      '/v1/onramp/options',
    )
    expect(options.body).toMatchObject({
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: [{ id: 'CARD', min: '10.00' }, {}] },
        {},
      ],
    })
    expect(options.body.purchaseCurrencies[0]?.networks.map((n) => n.chain_id)).toContain('31337')
    const quote = await api.post('/v1/onramp/quote', {
      purchaseCurrency: { id: 'eth', symbol: 'ETH' },
      paymentCurrency: { id: 'USD' },
      amount: '100',
      network: 'ethereum',
    })
    expect(quote.body).toEqual({
      coinbaseFee: { amount: '1.50', currency: 'USD' },
      networkFee: { amount: '0.50', currency: 'USD' },
      paymentSubtotal: { amount: '98.00', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '0.03266667', currency: 'ETH' },
      quoteId: expect.stringMatching(/^lab-onramp-/),
    })
    const url = await api.post<{ url: string }>('/v1/generators/onrampurl', {
      destinationWallets: [{ address: bob.address, blockchains: ['ethereum'] }],
      defaultNetwork: 'ethereum',
      partnerUserId: bob.address,
      defaultExperience: 'buy',
      presetFiatAmount: 50,
    })
    expect(url.body.url.startsWith(`${sim.url}/onramp/checkout?`)).toBe(true)
    const page = await fetch(url.body.url)
    expect(await page.text()).toContain(bob.address)
  })

  it('behavior: smart sessions are listed and revoked', async () => {
    await sim.command('addSmartSession', { address: bob.address, session: { pci: 'pci-1' } })
    const listed = await api.get(`/v1/sessions/${bob.address}`)
    expect(listed.body).toEqual({ pcis: [{ pci: 'pci-1' }] })
    const forged = await api.post(`/v1/sessions/${bob.address}/revoke`, {
      pci: 'pci-1',
      signature: await alice.signMessage({ message: revokeMessage('pci-1') }),
    })
    expect(forged.status).toBe(401)
    const revoke = await api.post(`/v1/sessions/${bob.address}/revoke`, {
      pci: 'pci-1',
      signature: await bob.signMessage({ message: revokeMessage('pci-1') }),
    })
    expect(revoke.body).toEqual({ success: true })
    expect((await api.get(`/v1/sessions/${bob.address}`)).body).toEqual({ pcis: [] })
  })

  it('behavior: analytics config is on and the sink records events with their params', async () => {
    expect((await api.get('/getAnalyticsConfig')).body).toEqual({ isAnalyticsEnabled: true })
    const event = {
      eventId: 'e1',
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      timestamp: 1,
      props: { type: 'track', event: 'MODAL_OPEN', address: bob.address },
    }
    expect((await api.post('/e', event)).status).toBe(200)
    expect(await sim.command('analyticsEvents')).toEqual([
      { receivedAt: 1_700_000_000_000, query: TEST_PARAMS, body: event },
    ])
    await sim.command('clearAnalytics')
    expect(await sim.command('analyticsEvents')).toEqual([])
    await sim.command('setAnalyticsEnabled', { enabled: false })
    expect((await api.get('/getAnalyticsConfig')).body).toEqual({ isAnalyticsEnabled: false })
  })

  it('behavior: stop() frees the port and start() serves again', async () => {
    const url = sim.url
    await sim.stop()
    expect(sim.status().state).toBe('stopped')
    await expect(fetch(`${url}/v1/supported-chains`)).rejects.toThrow()
    await sim.start()
    expect((await stubTestClient(sim.url).get('/v1/supported-chains')).status).toBe(200)
  })
})
