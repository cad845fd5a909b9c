import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../deps'
import { isPorticoError } from '../../errors/porticoError'
import { BalanceRetryRefusedError } from './balance'
import { createTestClient, FIXTURES } from './testClient'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const BALANCE = `GET /v1/account/${ADDRESS}/balance`
const balanceCall = { address: ADDRESS, chainId: 'eip155:1' }

describe('Blockchain API caches and retry (SPEC §9)', () => {
  it('behavior: balances are kept 30 s on the injected clock', async () => {
    const t = createTestClient({ [BALANCE]: { json: { balances: [FIXTURES.balance] } } })
    await t.api.getBalance(balanceCall)
    t.clock.advance(29_999)
    await t.api.getBalance(balanceCall)
    expect(t.apiCalls()).toHaveLength(1)
    t.clock.advance(1)
    await t.api.getBalance(balanceCall)
    expect(t.apiCalls()).toHaveLength(2)
  })

  it('parameters: forceUpdate skips the balance cache', async () => {
    const t = createTestClient({ [BALANCE]: { json: { balances: [] } } })
    await t.api.getBalance(balanceCall)
    await t.api.getBalance({ ...balanceCall, forceUpdate: true })
    expect(t.apiCalls()).toHaveLength(2)
  })

  it('behavior: balances are cached per network and address', async () => {
    const t = createTestClient({ [BALANCE]: { json: { balances: [] } } })
    await t.api.getBalance(balanceCall)
    await t.api.getBalance({ ...balanceCall, chainId: 'eip155:10' })
    expect(t.apiCalls()).toHaveLength(2)
  })

  it('behavior: a balance retry within 30 s of a failure is refused without a request', async () => {
    let status = 500
    const t = createTestClient({ [BALANCE]: () => ({ status, json: { balances: [] } }) })
    const first = await t.api.getBalance(balanceCall).catch((e: unknown) => e)
    expect(isPorticoError(first, 'HTTP_STATUS')).toBe(true)
    status = 200
    t.clock.advance(29_999)
    const refused = await t.api.getBalance(balanceCall).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(BalanceRetryRefusedError)
    expect((refused as BalanceRetryRefusedError).shortMessage).toBe('Token Balance Unavailable')
    expect((refused as BalanceRetryRefusedError).retryAt).toBe(t.clock.now() + 1)
    expect(t.apiCalls()).toHaveLength(1)
    t.clock.advance(1)
    expect(await t.api.getBalance(balanceCall)).toEqual({ balances: [] })
    expect(t.apiCalls()).toHaveLength(2)
  })

  it('behavior: identity is kept 5 minutes per address', async () => {
    const t = createTestClient({
      [`GET /v1/identity/${ADDRESS}`]: { json: { name: 'a', avatar: null } },
    })
    await t.api.fetchIdentity({ address: ADDRESS })
    t.clock.advance(5 * 60_000 - 1)
    expect(await t.api.fetchIdentity({ address: ADDRESS })).toEqual({ name: 'a', avatar: null })
    expect(t.apiCalls()).toHaveLength(1)
    t.clock.advance(1)
    await t.api.fetchIdentity({ address: ADDRESS })
    expect(t.apiCalls()).toHaveLength(2)
  })

  it('behavior: reverse names are kept 5 minutes per address', async () => {
    const t = createTestClient({
      [`GET /v1/profile/reverse/${ADDRESS}`]: { json: [{ name: 'a.id' }] },
    })
    await t.api.reverseLookupName({ address: ADDRESS })
    t.clock.advance(5 * 60_000 - 1)
    await t.api.reverseLookupName({ address: ADDRESS })
    expect(t.apiCalls()).toHaveLength(1)
    t.clock.advance(1)
    await t.api.reverseLookupName({ address: ADDRESS })
    expect(t.apiCalls()).toHaveLength(2)
  })

  it('parameters: with a storage, the caches survive a new client instance', async () => {
    const storage = createMemoryStorage()
    const routes = { [`GET /v1/identity/${ADDRESS}`]: { json: { name: 'a', avatar: null } } }
    const first = createTestClient(routes, { storage })
    await first.api.fetchIdentity({ address: ADDRESS })
    const second = createTestClient(routes, { storage })
    expect(await second.api.fetchIdentity({ address: ADDRESS })).toEqual({
      name: 'a',
      avatar: null,
    })
    expect(second.apiCalls()).toHaveLength(0)
    expect(storage.getItem('@portico/identityCache')).toContain('"name":"a"')
  })

  it('behavior: garbage in the cache storage is ignored', async () => {
    const storage = createMemoryStorage()
    storage.setItem('@portico/identityCache', '{not json')
    const t = createTestClient(
      { [`GET /v1/identity/${ADDRESS}`]: { json: { name: 'a', avatar: null } } },
      { storage },
    )
    expect(await t.api.fetchIdentity({ address: ADDRESS })).toEqual({ name: 'a', avatar: null })
  })
})
