import { describe, expect, it } from 'vitest'
import { ManualClock } from '../clock/manualClock'
import { createPortico } from '../createPortico'
import { createMemoryStorage } from '../deps'
import { FIXTURES } from '../services/blockchainApi/testClient'
import { createFakeFetch } from '../services/testing/fakeFetch'
import { FakeAdapter } from './testing/fakeAdapter'
import { mainnet } from './testing/fixtures'

const API = 'http://127.0.0.1:4100'
const ADDRESS = '0x1111111111111111111111111111111111111111'

/**
 * A Portico with a fake wallet and a fake Blockchain API whose answers the test changes
 * between connections: what the chain, the token list and the identity say right now.
 */
function setUp() {
  const clock = new ManualClock(1_700_000_000_000)
  const evm = new FakeAdapter('eip155')
  const now = { tokenSymbol: 'ETH', name: 'alice.portico.id' }
  const fake = createFakeFetch({
    'GET /v1/supported-chains': { json: { http: ['eip155:1'], ws: [] } },
    [`GET /v1/account/${ADDRESS}/balance`]: () => ({
      json: { balances: [{ ...FIXTURES.balance, symbol: now.tokenSymbol }] },
    }),
    [`GET /v1/identity/${ADDRESS}`]: () => ({ json: { name: now.name, avatar: null } }),
  })
  const portico = createPortico(
    {
      projectId: 'test-project',
      networks: [mainnet],
      adapters: { eip155: async () => evm },
      endpoints: { api: API },
    },
    { clock, storage: createMemoryStorage(), fetch: fake.fetch },
  )
  /** What the visitor would see for the account: its balance, tokens and name, read now. */
  const read = async () => {
    await portico.balances.refreshNativeBalance()
    await portico.balances.fetchTokenBalances()
    const identity = await portico.services.api?.fetchIdentity({ address: ADDRESS })
    const account = portico.chains.account('eip155')
    return {
      balance: account?.balance,
      tokens: account?.tokenBalance.map((token) => token.symbol),
      name: identity?.name,
    }
  }
  return { portico, clock, evm, now, read }
}

describe('disconnecting forgets the account data it read (SPEC §4)', () => {
  it('behavior: the account connected next, within the cache lifetime, gets fresh reads', async () => {
    const { portico, clock, evm, now, read } = setUp()
    evm.address = ADDRESS
    await portico.connection.connect('eip155', 'injected')
    expect(await read()).toEqual({ balance: '1.5', tokens: ['ETH'], name: 'alice.portico.id' })

    await portico.connection.disconnect()
    // Ten seconds later another wallet of the same visitor connects the same address; in the
    // meantime the chain, the token list and the identity have moved on.
    clock.advance(10_000)
    evm.balance = { balance: '7', symbol: 'ETH' }
    Object.assign(now, { tokenSymbol: 'USDC', name: 'bob.portico.id' })
    await portico.connection.connect('eip155', 'injected')

    expect(await read()).toEqual({ balance: '7', tokens: ['USDC'], name: 'bob.portico.id' })
  })

  it('default: while connected, the caches still answer (30 s balances, 5 min identity)', async () => {
    const { portico, clock, evm, now, read } = setUp()
    evm.address = ADDRESS
    await portico.connection.connect('eip155', 'injected')
    await read()
    clock.advance(10_000)
    evm.balance = { balance: '7', symbol: 'ETH' }
    Object.assign(now, { tokenSymbol: 'USDC', name: 'bob.portico.id' })
    expect(await read()).toEqual({ balance: '1.5', tokens: ['ETH'], name: 'alice.portico.id' })
  })
})
