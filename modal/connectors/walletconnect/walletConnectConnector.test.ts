import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../core/clock/manualClock'
import { createMemoryStorage } from '../../core/deps'
import { isPorticoError } from '../../core/errors/porticoError'
import { STORAGE_PREFIX } from '../../core/storage/storageSchema'
import { RELAY_REACH_TIMEOUT_MS } from './pairingFlow'
import type { TransportEvent, WalletConnectSession, WalletConnectTransport } from './transport'
import {
  createWalletConnectConnector,
  WALLETCONNECT_STORAGE_PREFIX,
  type WalletConnectConnectorOptions,
} from './walletConnectConnector'
import { WalletConnectRpcError } from './walletConnectRpcError'

const session = (topic = 'session-1'): WalletConnectSession => ({
  topic,
  pairingTopic: 'pairing',
  expiry: 2_000_000_000,
  peer: { name: 'Phone', url: 'https://wallet.invalid', icons: [] },
  namespaces: {
    eip155: { accounts: ['eip155:1:0xabc'], chains: ['eip155:1'], methods: [], events: [] },
  },
})

/** A transport whose proposals the test settles by hand. */
function fakeTransport() {
  const proposals: {
    uri: string
    resolve: (s: WalletConnectSession) => void
    reject: (e: unknown) => void
  }[] = []
  const listeners = new Set<(event: TransportEvent) => void>()
  const requests: unknown[] = []
  let loads = 0
  let answer: () => Promise<unknown> = async () => '0xsigned'
  let failures = 0
  let hanging: Promise<never> | undefined
  const transport: WalletConnectTransport = {
    async propose() {
      if (failures > 0 && failures--) throw new Error('Failed to publish custom payload')
      if (hanging) await hanging
      let resolve!: (s: WalletConnectSession) => void
      let reject!: (e: unknown) => void
      const approval = new Promise<WalletConnectSession>((res, rej) => {
        resolve = res
        reject = rej
      })
      const uri = `wc:${proposals.length + 1}@2`
      proposals.push({ uri, resolve, reject })
      return { uri, approval }
    },
    sessions: () => [],
    async request(params) {
      requests.push(params)
      return answer()
    },
    async disconnect() {},
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close() {},
  }
  return {
    proposals,
    requests,
    get loads() {
      return loads
    },
    failNextProposals(count: number) {
      failures = count
    },
    /** The relay cannot be reached: proposals wait without an answer until `relayBack()`. */
    relayDown() {
      hanging = new Promise<never>(() => undefined)
    },
    relayBack() {
      hanging = undefined
    },
    answerWith(fn: () => Promise<unknown>) {
      answer = fn
    },
    emit: (event: TransportEvent) => {
      for (const l of listeners) l(event)
    },
    load: async () => {
      loads++
      return transport
    },
  }
}

function setup(overrides: Partial<WalletConnectConnectorOptions> = {}) {
  const clock = new ManualClock(0)
  const fake = fakeTransport()
  const connector = createWalletConnectConnector({
    projectId: 'p',
    relayUrl: 'ws://127.0.0.1:1',
    metadata: { name: 'Site', description: '', url: 'http://127.0.0.1', icons: [] },
    clock,
    storage: createMemoryStorage(),
    loadTransport: fake.load,
    ...overrides,
  })
  return { clock, fake, connector }
}

describe('createWalletConnectConnector', () => {
  it('default', () => {
    const { fake, connector } = setup()
    expect(WALLETCONNECT_STORAGE_PREFIX.startsWith(STORAGE_PREFIX)).toBe(true)
    expect(fake.loads).toBe(0)
    expect(connector.currentUri).toBeUndefined()
    expect(connector.session).toBeUndefined()
  })

  it('behavior: connect shows a URI valid for 4 minutes and settles with the approved session', async () => {
    const { clock, fake, connector } = setup()
    clock.advance(5_000)
    const uris: string[] = []
    connector.on('uri', ({ uri }) => uris.push(uri))
    const offer = await connector.connect()
    expect(offer).toMatchObject({ uri: 'wc:1@2', issuedAt: 5_000, expiresAt: 245_000 })
    expect(uris).toEqual(['wc:1@2'])
    fake.proposals[0]?.resolve(session())
    expect(await offer.approval).toEqual(session())
    expect(connector.session).toEqual(session())
    expect(connector.currentUri).toBeUndefined()
    expect(clock.pending).toBe(0)
  })

  it('behavior: at 3 min 50 s a fresh URI replaces the expired one; the old proposal expiring later is ignored', async () => {
    const { clock, fake, connector } = setup()
    const offer = await connector.connect()
    clock.advance(229_999)
    expect(fake.proposals).toHaveLength(1)
    const fresh = new Promise((resolve) => connector.on('uri', resolve))
    clock.advance(1)
    expect(await fresh).toMatchObject({ uri: 'wc:2@2', issuedAt: 230_000 })
    fake.proposals[0]?.reject({ code: 0, message: 'Proposal expired' })
    fake.proposals[1]?.resolve(session('s2'))
    expect((await offer.approval).topic).toBe('s2')
  })

  it('behavior: a declined proposal rejects with USER_REJECTED and resets the pairing', async () => {
    const { clock, fake, connector } = setup()
    const offer = await connector.connect()
    fake.proposals[0]?.reject({ code: 5000, message: 'User rejected.' })
    const error = await offer.approval.catch((e: unknown) => e)
    expect(isPorticoError(error, 'USER_REJECTED')).toBe(true)
    expect(connector.currentUri).toBeUndefined()
    expect(clock.pending).toBe(0)
    expect((await connector.connect()).uri).toBe('wc:2@2')
  })

  it('behavior: when the relay cannot take the proposal, connect rejects with a typed error and can be retried', async () => {
    const { fake, connector } = setup()
    fake.failNextProposals(1)
    const error = await connector.connect().catch((e: unknown) => e)
    expect(isPorticoError(error, 'SOMETHING_WENT_WRONG')).toBe(true)
    expect(error).toMatchObject({ details: 'Pairing failed: Failed to publish custom payload' })
    expect((await connector.connect()).uri).toBe('wc:1@2')
  })

  it('behavior: with the relay unreachable, connect rejects with RELAY_UNREACHABLE after 15 s on the clock and can be retried', async () => {
    const { clock, fake, connector } = setup()
    fake.relayDown()
    let settled: unknown
    const attempt = connector.connect().then(
      () => 'resolved',
      (e: unknown) => e,
    )
    void attempt.then((outcome) => {
      settled = outcome
    })
    clock.advance(RELAY_REACH_TIMEOUT_MS - 1)
    await Promise.resolve()
    expect(settled).toBeUndefined()
    clock.advance(1)
    const error = await attempt
    expect(isPorticoError(error, 'RELAY_UNREACHABLE')).toBe(true)
    expect(connector.currentUri).toBeUndefined()
    expect(clock.pending).toBe(0)
    fake.relayBack()
    expect((await connector.connect()).uri).toBe('wc:1@2')
    // The transport stuck on the unreachable relay was dropped: the retry opened a fresh one.
    expect(fake.loads).toBe(2)
  })

  it('parameters: platform iosSafari reuses a live URI, awaits one in flight and replaces an expired one', async () => {
    const { clock, connector } = setup({ platform: 'iosSafari' })
    const [a, b] = await Promise.all([connector.connect(), connector.connect()])
    expect([a.uri, b.uri]).toEqual(['wc:1@2', 'wc:1@2'])
    clock.advance(100_000)
    expect((await connector.connect()).uri).toBe('wc:1@2')
    clock.advance(130_000) // the refresh timer issues wc:2 at 230 s
    await Promise.resolve()
    expect((await connector.connect()).uri).toBe('wc:2@2')
  })

  it('behavior: on iOS Safari a reused pairing is announced again, so a reopened modal shows its link', async () => {
    const { fake, connector } = setup({ platform: 'iosSafari' })
    await connector.connect()
    const uris: string[] = []
    connector.on('uri', ({ uri }) => uris.push(uri))
    expect((await connector.connect()).uri).toBe('wc:1@2')
    expect(uris).toEqual(['wc:1@2'])
    expect(fake.proposals).toHaveLength(1)
  })

  it('parameters: the detected platform (usePlatform) turns reuse on as the option does', async () => {
    const { connector } = setup()
    connector.usePlatform('messagingApp')
    const [a, b] = await Promise.all([connector.connect(), connector.connect()])
    expect([a.uri, b.uri]).toEqual(['wc:1@2', 'wc:1@2'])
  })

  it('behavior: disconnect resets a pending pairing and aborts its approval', async () => {
    const { clock, connector } = setup()
    const offer = await connector.connect()
    await connector.disconnect()
    expect(isPorticoError(await offer.approval.catch((e: unknown) => e), 'REQUEST_ABORTED')).toBe(
      true,
    )
    expect(connector.currentUri).toBeUndefined()
    expect(clock.pending).toBe(0)
  })

  it('behavior: requests need a session; a wallet refusal becomes WalletConnectRpcError', async () => {
    const { fake, connector } = setup()
    expect(
      isPorticoError(
        await connector.request({ method: 'eth_accounts' }).catch((e: unknown) => e),
        'WALLET_DISCONNECTED',
      ),
    ).toBe(true)
    const offer = await connector.connect()
    fake.proposals[0]?.resolve(session())
    await offer.approval
    expect(await connector.request({ method: 'personal_sign', params: ['0x01', '0xabc'] })).toBe(
      '0xsigned',
    )
    expect(fake.requests[0]).toEqual({
      topic: 'session-1',
      chainId: 'eip155:1',
      method: 'personal_sign',
      params: ['0x01', '0xabc'],
    })
    fake.answerWith(() => Promise.reject({ code: 4001, message: 'User rejected the request.' }))
    const error = await connector.request({ method: 'personal_sign' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletConnectRpcError)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it('behavior: wallet events and a wallet-side disconnect reach listeners', async () => {
    const { fake, connector } = setup()
    const offer = await connector.connect()
    fake.proposals[0]?.resolve(session())
    await offer.approval
    const seen: unknown[] = []
    connector.on('walletEvent', (e) => seen.push(e))
    connector.on('disconnect', () => seen.push('disconnect'))
    fake.emit({
      type: 'walletEvent',
      topic: 'other',
      name: 'chainChanged',
      data: 5,
      chainId: 'eip155:5',
    })
    fake.emit({
      type: 'walletEvent',
      topic: 'session-1',
      name: 'chainChanged',
      data: 10,
      chainId: 'eip155:10',
    })
    fake.emit({ type: 'sessionDeleted', topic: 'session-1' })
    expect(seen).toEqual([{ name: 'chainChanged', data: 10, chainId: 'eip155:10' }, 'disconnect'])
    expect(connector.session).toBeUndefined()
  })

  it('behavior: the entry module reaches @walletconnect/sign-client only through a dynamic import', () => {
    // Follows the static (non-type) imports of the entry: no WalletConnect code and no zod may
    // load with it; both would weigh on every page that merely creates the modal.
    const here = dirname(fileURLToPath(import.meta.url))
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      const source = readFileSync(file, 'utf8')
      for (const [, spec] of source.matchAll(/^import (?!type )[^;]*?from '([^']+)'/gms)) {
        expect(spec, `${file} imports ${spec} statically`).not.toMatch(
          /^@walletconnect\/|^zod$|^viem/,
        )
        if (spec?.startsWith('.')) visit(join(dirname(file), `${spec}.ts`))
      }
    }
    visit(join(here, 'walletConnectConnector.ts'))
    expect(seen.size).toBeGreaterThan(5)
    expect([...seen].some((f) => f.endsWith('signClientTransport.ts'))).toBe(false)
  })
})
