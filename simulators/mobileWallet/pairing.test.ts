import { verifyMessage } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createWalletConnectConnector,
  type WalletConnectConnector,
  type WalletConnectConnectorOptions,
} from '../../modal/connectors/walletconnect/walletConnectConnector'
import { WalletConnectRpcError } from '../../modal/connectors/walletconnect/walletConnectRpcError'
import type { CaipNetwork } from '../../modal/core/caip/types'
import { ManualClock } from '../../modal/core/clock/manualClock'
import { createMemoryStorage, type KeyValueStorage } from '../../modal/core/deps'
import { isPorticoError } from '../../modal/core/errors/porticoError'
import { RelaySimulator } from '../relay/relaySimulator'
import { MobileWallet, type MobileWalletOptions } from './mobileWallet'

const anvilNetwork: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  name: 'Anvil',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function world(walletOptions: Partial<MobileWalletOptions> = {}) {
  const relay = new RelaySimulator()
  await relay.start()
  cleanups.push(() => relay.stop())
  const wallet = await MobileWallet.create({ relayUrl: relay.url, ...walletOptions })
  cleanups.push(() => wallet.stop())
  const clock = new ManualClock(1_000_000)
  const storage = createMemoryStorage()
  const site = (overrides: Partial<WalletConnectConnectorOptions> = {}) =>
    connector(relay, clock, storage, overrides)
  return { relay, wallet, clock, storage, site }
}

function connector(
  relay: RelaySimulator,
  clock: ManualClock,
  storage: KeyValueStorage,
  overrides: Partial<WalletConnectConnectorOptions>,
): WalletConnectConnector {
  const instance = createWalletConnectConnector({
    projectId: 'portico-test',
    relayUrl: relay.url,
    metadata: {
      name: 'Portico test site',
      description: 'test',
      url: 'http://127.0.0.1',
      icons: [],
    },
    networks: [anvilNetwork],
    clock,
    storage,
    ...overrides,
  })
  cleanups.push(() => instance.destroy())
  return instance
}

const personalSign = (wc: WalletConnectConnector, address: string, text: string) =>
  wc.request<`0x${string}`>({
    method: 'personal_sign',
    params: [text, address],
    chainId: 'eip155:31337',
  })

describe('WalletConnect pairing through the local relay', () => {
  it('behavior: the site pairs with the phone wallet and gets a signature that verifies', async () => {
    const { wallet, site } = await world()
    const wc = site()
    const offer = await wc.connect()
    expect(offer.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(offer.uri)
    const session = await offer.approval
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${wallet.address}`])
    expect(wc.currentUri).toBeUndefined()
    const signature = await personalSign(wc, wallet.address, 'Hello from Portico')
    expect(
      await verifyMessage({ address: wallet.address, message: 'Hello from Portico', signature }),
    ).toBe(true)
  })

  it('behavior: a declined session is a USER_REJECTED error, and trying again pairs', async () => {
    const { wallet, site } = await world({ policy: { session: 'reject' } })
    const wc = site()
    const first = await wc.connect()
    await wallet.pair(first.uri)
    const error = await first.approval.catch((e: unknown) => e)
    expect(isPorticoError(error, 'USER_REJECTED')).toBe(true)
    wallet.setPolicy({ session: 'approve' })
    const second = await wc.connect()
    expect(second.uri).not.toBe(first.uri)
    await wallet.pair(second.uri)
    expect((await second.approval).topic).toBe(wc.session?.topic)
  })

  it('behavior: a declined request rejects with the wallet code 4001', async () => {
    const { wallet, site } = await world({ policy: { methods: { personal_sign: 'reject' } } })
    const wc = site()
    const offer = await wc.connect()
    await wallet.pair(offer.uri)
    await offer.approval
    const error = await personalSign(wc, wallet.address, 'no').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletConnectRpcError)
    expect(error).toMatchObject({ code: 4001 })
  })

  it('behavior: after the relay drops every socket, the next request still completes', async () => {
    const { relay, wallet, site } = await world()
    const wc = site()
    const offer = await wc.connect()
    await wallet.pair(offer.uri)
    await offer.approval
    const connections = Number(relay.status().info.connections)
    expect(await relay.command('dropAll')).toEqual({ dropped: 2 })
    // Both clients notice the drop and reconnect on their own (about 100 ms here).
    await expect.poll(() => relay.status().info.connections).toBe(connections + 2)
    const signature = await personalSign(wc, wallet.address, 'after the drop')
    expect(
      await verifyMessage({ address: wallet.address, message: 'after the drop', signature }),
    ).toBe(true)
  })

  it('behavior: a reloaded page restores the session from storage without a new pairing', async () => {
    const { wallet, site } = await world()
    const before = site()
    const offer = await before.connect()
    await wallet.pair(offer.uri)
    const session = await offer.approval
    await before.destroy()
    const after = site()
    const restored = await after.restore()
    expect(restored?.topic).toBe(session.topic)
    expect(after.currentUri).toBeUndefined()
    const signature = await personalSign(after, wallet.address, 'restored')
    expect(await verifyMessage({ address: wallet.address, message: 'restored', signature })).toBe(
      true,
    )
  })

  it('behavior: restore with empty storage finds nothing and loads no client', async () => {
    const { site } = await world()
    let loads = 0
    const wc = site({ loadTransport: async () => Promise.reject(new Error(`loaded ${++loads}`)) })
    expect(await wc.restore()).toBeUndefined()
    expect(loads).toBe(0)
  })

  it('behavior: at 3 min 50 s the URI counts as expired and a fresh one replaces it', async () => {
    const { wallet, clock, site } = await world()
    const wc = site()
    const offer = await wc.connect()
    const fresh = new Promise<string>((resolve) => wc.on('uri', ({ uri }) => resolve(uri)))
    clock.advance(3 * 60_000 + 49_999)
    expect(wc.currentUri?.uri).toBe(offer.uri)
    clock.advance(1)
    const next = await fresh
    expect(next).not.toBe(offer.uri)
    expect(wc.currentUri).toMatchObject({ uri: next, expiresAt: clock.now() + 240_000 })
    await wallet.pair(next)
    expect((await offer.approval).namespaces.eip155?.accounts[0]).toContain(wallet.address)
  })

  it('parameters: platform messagingApp reuses a live pairing and awaits one in flight', async () => {
    const { site } = await world()
    const wc = site({ platform: 'messagingApp' })
    const [a, b] = await Promise.all([wc.connect(), wc.connect()])
    expect(b.uri).toBe(a.uri)
    expect((await wc.connect()).uri).toBe(a.uri)
  })

  it('parameters: platform default issues a fresh URI on each connect, for the same attempt', async () => {
    const { wallet, site } = await world()
    const wc = site()
    const a = await wc.connect()
    const b = await wc.connect()
    expect(b.uri).not.toBe(a.uri)
    await wallet.pair(b.uri)
    expect((await a.approval).topic).toBe((await b.approval).topic)
  })

  it('parameters: policy delayMs holds the answer until the wallet clock moves', async () => {
    const walletClock = new ManualClock(0)
    const { wallet, site } = await world({ clock: walletClock, policy: { delayMs: 5_000 } })
    const wc = site()
    const offer = await wc.connect()
    await wallet.pair(offer.uri)
    await expect.poll(() => wallet.waiting).toBe(1)
    expect(wc.session).toBeUndefined()
    walletClock.advance(5_000)
    await offer.approval
    expect(wallet.activity).toEqual([
      { kind: 'proposal', method: 'wc_sessionPropose', answer: 'approved' },
    ])
  })

  it('behavior: eth_sendTransaction without an RPC URL is refused with a clear error', async () => {
    const { wallet, site } = await world()
    const wc = site()
    const offer = await wc.connect()
    await wallet.pair(offer.uri)
    await offer.approval
    const tx = { from: wallet.address, to: wallet.address, value: '0x1' }
    const error = await wc
      .request({ method: 'eth_sendTransaction', params: [tx] })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: -32000, message: expect.stringMatching(/no RPC URL/) })
  })
})
