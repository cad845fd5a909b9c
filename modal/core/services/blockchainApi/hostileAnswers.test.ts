import { describe, expect, it, vi } from 'vitest'
import { ManualClock } from '../../clock/manualClock'
import { createMemoryStorage } from '../../deps'
import { createFakeFetch } from '../testing/fakeFetch'
import { createBlockchainApiClient } from './client'
import { FIXTURES } from './testClient'

const ADDRESS = '0x00000000000000000000000000000000000000a1'
const KEY = `eip155:1:${ADDRESS}`

/** A client over `storage` whose balance and identity answers are `balances` and `identity`. */
function client(
  storage = createMemoryStorage(),
  answers: { balances?: unknown[]; identity?: unknown } = {},
) {
  const warn = vi.fn()
  const clock = new ManualClock(1_700_000_000_000)
  const fake = createFakeFetch({
    'GET /v1/supported-chains': { json: { http: ['eip155:1'], ws: [] } },
    [`GET /v1/account/${ADDRESS}/balance`]: { json: { balances: answers.balances ?? [] } },
    [`GET /v1/identity/${ADDRESS}`]: {
      json: answers.identity ?? { name: 'alice.eth', avatar: null },
    },
  })
  const api = createBlockchainApiClient({
    fetch: fake.fetch,
    clock,
    baseUrl: 'http://127.0.0.1:4100',
    projectId: 'p1',
    sdkType: 'portico',
    sdkVersion: '0.1.0',
    getActiveCaipNetworkId: () => 'eip155:1',
    storage,
    logger: { warn },
  })
  return { api, clock, fake, warn, storage }
}

describe('issue 11 defect 1: hostile answers and caches never reach a view unparsed', () => {
  it('behavior: a balance item whose name is an object is dropped, the rest kept, logged once', async () => {
    const bad = [{ ...FIXTURES.balance, name: { $$typeof: 'x' } }, { symbol: 7 }, 'junk']
    const { api, warn } = client(undefined, { balances: [...bad, FIXTURES.balance] })
    const { balances } = await api.getBalance({ address: ADDRESS, chainId: 'eip155:1' })
    expect(balances).toEqual([FIXTURES.balance])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('dropped 3')
  })

  it('behavior: a cached identity whose name is an object is not served; the API is asked', async () => {
    const storage = createMemoryStorage()
    const at = 1_700_000_000_000
    storage.setItem(
      '@portico/identityCache',
      JSON.stringify({ [ADDRESS]: { value: { name: { a: 1 }, avatar: null }, at } }),
    )
    const { api, fake, warn } = client(storage)
    expect(await api.fetchIdentity({ address: ADDRESS })).toEqual({
      name: 'alice.eth',
      avatar: null,
    })
    expect(fake.calls.some((call) => call.path === `/v1/identity/${ADDRESS}`)).toBe(true)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('behavior: a cached balance list with a bad item is not served from storage', async () => {
    const storage = createMemoryStorage()
    const value = [{ ...FIXTURES.balance, name: { a: 1 } }]
    storage.setItem(
      '@portico/balanceCache',
      JSON.stringify({ [KEY]: { value, at: 1_700_000_000_000 } }),
    )
    const { api } = client(storage, { balances: [FIXTURES.balance] })
    const { balances } = await api.getBalance({ address: ADDRESS, chainId: 'eip155:1' })
    expect(balances).toEqual([FIXTURES.balance])
  })

  it('behavior: a well-formed cached balance list is still served without a request', async () => {
    const storage = createMemoryStorage()
    storage.setItem(
      '@portico/balanceCache',
      JSON.stringify({ [KEY]: { value: [FIXTURES.balance], at: 1_700_000_000_000 } }),
    )
    const { api, fake } = client(storage)
    const { balances } = await api.getBalance({ address: ADDRESS, chainId: 'eip155:1' })
    expect(balances).toEqual([FIXTURES.balance])
    expect(fake.calls.filter((call) => call.path.endsWith('/balance'))).toHaveLength(0)
  })

  it('behavior: an identity avatar outside the URL policy reads as none (defect 6)', async () => {
    for (const avatar of ['javascript:alert(1)', 'data:text/html,<b>', 'http://evil.example/a']) {
      const { api } = client(undefined, { identity: { name: 'alice.eth', avatar } })
      expect(await api.fetchIdentity({ address: ADDRESS })).toEqual({
        name: 'alice.eth',
        avatar: null,
      })
    }
  })

  it('behavior: a token icon outside the URL policy becomes the placeholder (defect 6)', async () => {
    const icon = { ...FIXTURES.balance, iconUrl: 'javascript:alert(1)' }
    const { api } = client(undefined, { balances: [icon] })
    const { balances } = await api.getBalance({ address: ADDRESS, chainId: 'eip155:1' })
    expect(balances).toEqual([{ ...FIXTURES.balance, iconUrl: '' }])
  })
})
