import { describe, expect, it } from 'vitest'
import { ManualClock } from '../clock/manualClock'
import { createPortico } from '../createPortico'
import { createMemoryStorage } from '../deps'
import { FakeAdapter } from '../stores/testing/fakeAdapter'
import { base, mainnet } from '../stores/testing/fixtures'
import { cookieToInitialState, createCookieStorage, PORTICO_COOKIE } from './cookieStorage'
import { createTestCookieJar } from './cookieTesting'

const ADDRESS = '0x1111111111111111111111111111111111111111'

function visit(cookie = '', initialState = cookieToInitialState(cookie)) {
  const jar = createTestCookieJar(cookie)
  const fallback = createMemoryStorage()
  const adapter = new FakeAdapter('eip155')
  const portico = createPortico(
    {
      projectId: 'p1',
      networks: [mainnet, base],
      adapters: { eip155: async () => adapter },
      initialState,
    },
    {
      clock: new ManualClock(1),
      storage: createCookieStorage({ jar, fallback }),
      fetch: () => Promise.reject(),
    },
  )
  return { jar, fallback, adapter, portico }
}

const cookieOf = (state: unknown) =>
  `${PORTICO_COOKIE}=${encodeURIComponent(JSON.stringify({ '@portico/initialState': JSON.stringify(state) }))}`

describe('cookie storage and initial state', () => {
  it('default: creating an instance writes no cookie; connecting remembers the account for the server', async () => {
    const { jar, portico } = visit()
    expect(jar.header).toBe('')
    await portico.loadConnectors()
    await portico.connection.connect('eip155', 'injected')
    expect(cookieToInitialState(jar.header)).toEqual({
      activeCaipNetworkId: 'eip155:1',
      accounts: [
        { namespace: 'eip155', connectorId: 'injected', address: ADDRESS, name: 'Browser Wallet' },
      ],
    })
  })

  it('behavior: the next visit starts on the reconnecting account; the wallet confirms it on init', async () => {
    const first = visit()
    await first.portico.loadConnectors()
    await first.portico.connection.connect('eip155', 'injected')
    const next = visit(first.jar.header)
    expect(next.portico.chains.activeAddress).toBe(ADDRESS)
    expect(next.portico.connection.status('eip155')).toBe('connecting')
    next.adapter.syncResult = {
      connectorId: 'injected',
      address: ADDRESS,
      chainId: '1',
      accounts: [{ address: ADDRESS, type: 'eoa' }],
    }
    await next.portico.init()
    expect(next.portico.connection.status('eip155')).toBe('connected')
  })

  it('behavior: a wallet that no longer answers drops the account and the remembered state', async () => {
    const first = visit()
    await first.portico.loadConnectors()
    await first.portico.connection.connect('eip155', 'injected')
    const next = visit(first.jar.header)
    await next.portico.init()
    expect(next.portico.connection.status('eip155')).toBe('disconnected')
    expect(next.portico.chains.activeAddress).toBeUndefined()
    expect(cookieToInitialState(next.jar.header)).toBeUndefined()
  })

  it('parameters: only connection keys go to the cookie; caches and recent wallets go to the fallback', async () => {
    const { jar, fallback, portico } = visit()
    portico.connectors.addRecentWallet({ id: 'w1', name: 'Wallet One' })
    expect(fallback.getItem('@portico/recentWallets')).toContain('Wallet One')
    expect(jar.header).not.toContain('Wallet')
  })

  it('behavior: garbage, foreign or tampered cookies yield no initial state and never throw', () => {
    const account = { namespace: 'eip155', connectorId: 'injected', address: ADDRESS }
    expect(cookieToInitialState(cookieOf({ accounts: [account] }))?.accounts).toHaveLength(1)
    for (const header of [
      undefined,
      '',
      'a=b; c',
      `${PORTICO_COOKIE}=%E0%A4%A`,
      `${PORTICO_COOKIE}=not-json`,
      `${PORTICO_COOKIE}=${encodeURIComponent('[1,2]')}`,
      cookieOf('nope'),
      cookieOf({ accounts: [{ ...account, address: '<script>' }] }),
      cookieOf({ accounts: [{ ...account, namespace: 'cosmos' }] }),
      cookieOf({ accounts: [account], activeCaipNetworkId: 'javascript:alert(1)' }),
      cookieOf({ accounts: Array.from({ length: 5 }, () => account) }),
    ]) {
      expect(cookieToInitialState(header), String(header)).toBeUndefined()
    }
  })

  it('behavior: a hand-built initialState with bad entries seeds only the good one and never throws', () => {
    const good = { namespace: 'eip155', connectorId: 'injected', address: ADDRESS, name: 'Alpha' }
    for (const accounts of [null, 'nope', [1, null, 'x']]) {
      const state = { accounts } as unknown as Parameters<typeof visit>[1]
      expect(visit('', state).portico.chains.account('eip155')?.address).toBeUndefined()
    }
    const state = {
      activeCaipNetworkId: { id: 1 },
      accounts: [
        { ...good, name: { toString: 'Alpha' } },
        { ...good, address: 42 },
        { ...good, connectorId: '' },
        good,
      ],
    } as unknown as Parameters<typeof visit>[1]
    const account = visit('', state).portico.chains.account('eip155')
    expect(account).toMatchObject({ address: ADDRESS, status: 'connecting' })
    expect(account?.connectedWalletInfo?.name).toBe('Alpha')
  })

  it('parameters: the cookie is SameSite=Lax on path / for 30 days, Secure when asked', () => {
    const written: string[] = []
    const jar = {
      get cookie() {
        return ''
      },
      set cookie(text: string) {
        written.push(text)
      },
    }
    createCookieStorage({ jar, secure: true }).setItem('@portico/activeNamespace', 'eip155')
    expect(written[0]).toMatch(
      /^portico\.state=.+; Path=\/; Max-Age=2592000; SameSite=Lax; Secure$/,
    )
  })

  it('parameters: without a document (a server), reads answer nothing and writes are dropped', () => {
    const storage = createCookieStorage({ fallback: createMemoryStorage() })
    storage.setItem('@portico/activeNamespace', 'eip155')
    expect(storage.getItem('@portico/activeNamespace')).toBeNull()
  })
})
