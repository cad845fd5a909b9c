import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../clock/manualClock'
import { createFakeFetch, type FakeRoute, flushMicrotasks } from '../testing/fakeFetch'
import { createWalletListingClient } from './client'
import { LISTING_SUMMARY_AHEAD_MS, ListingSummaryLoader } from './listingSummary'

const LISTING: FakeRoute = { json: { data: [{ id: 'w1', name: 'One' }], count: 321 } }

function setup(route: FakeRoute = LISTING, featuredWalletIds: readonly string[] = ['w1']) {
  const clock = new ManualClock(0)
  const fake = createFakeFetch({ 'GET /getWallets': route })
  const listing = createWalletListingClient({
    fetch: fake.fetch,
    clock,
    baseUrl: 'http://127.0.0.1:4200',
    projectId: 'p1',
    sdkType: 'portico',
    sdkVersion: '0.1.0',
    featuredWalletIds,
  })
  const requests = () => fake.callsTo('GET /getWallets').length
  return { clock, fake, requests, summary: new ListingSummaryLoader(listing, clock) }
}

describe('ListingSummaryLoader', () => {
  it('default: nothing is fetched until asked', async () => {
    const { requests, summary } = setup()
    await flushMicrotasks()
    expect(summary.ready).toBeUndefined()
    expect(requests()).toBe(0)
  })

  it('behavior: a prefetch is ready once it arrives, and the view load reuses it', async () => {
    const { requests, summary } = setup()
    summary.prefetch()
    summary.prefetch() // a second press while the first is under way asks nothing more
    expect(requests()).toBe(2) // featured + recommended, once
    await flushMicrotasks()
    // The featured wallet and the listing's count (featured ones counted in, SPEC §2).
    expect(summary.ready?.count).toBe(322)
    expect((await summary.load()).count).toBe(322)
    expect(requests()).toBe(2)
  })

  it('behavior: an old prefetch is not used; the view fetches anew', async () => {
    const { clock, requests, summary } = setup()
    summary.prefetch()
    await flushMicrotasks()
    clock.advance(LISTING_SUMMARY_AHEAD_MS)
    expect(summary.ready).toBeUndefined()
    await summary.load()
    expect(requests()).toBe(4)
    summary.prefetch() // and a new press fetches again
    expect(requests()).toBe(6)
  })

  it('error: a failed prefetch is forgotten, so the view asks again and sees the failure itself', async () => {
    const { requests, summary } = setup({ status: 500, json: {} })
    summary.prefetch()
    await flushMicrotasks()
    expect(summary.ready).toBeUndefined()
    await expect(summary.load()).rejects.toThrow()
    expect(requests()).toBe(4)
  })

  it('default: with no featured wallet named, the recommended page of 4 is the only request', async () => {
    const wallets = ['r1', 'r2', 'r3', 'r4'].map((id) => ({ id, name: `Wallet ${id}` }))
    const { fake, summary } = setup({ json: { data: wallets, count: 500 } }, [])
    const { featured, recommended, count } = await summary.load()
    expect(featured).toEqual([])
    expect(recommended.map((w) => w.id)).toEqual(['r1', 'r2', 'r3', 'r4'])
    expect(count).toBe(500)
    expect(fake.callsTo('GET /getWallets').map((c) => c.params.entries)).toEqual(['4'])
  })
})
