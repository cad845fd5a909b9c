import { describe, expect, it, vi } from 'vitest'
import { createLocalSiwx } from '../../features/siwx/localSiwx'
import { ManualClock } from '../clock/manualClock'
import { createPortico } from '../createPortico'
import { createMemoryStorage, type KeyValueStorage } from '../deps'
import { FakeAdapter } from '../stores/testing/fakeAdapter'
import { mainnet } from '../stores/testing/fixtures'

/** One instance on `storage`, as a page would build it on each load. */
function instance(storage: KeyValueStorage, storageKey: string | undefined, walletId: string) {
  const adapter = new FakeAdapter('eip155')
  adapter.connectors = [{ id: walletId, name: walletId, type: 'INJECTED' }]
  // A wallet that still knows the site after a reload answers the sync with its account.
  adapter.syncResult = adapter.connection(walletId)
  const portico = createPortico(
    {
      projectId: 'p',
      networks: [mainnet],
      adapters: { eip155: async () => adapter },
      ...(storageKey ? { storageKey } : {}),
    },
    { clock: new ManualClock(0), storage, fetch: async () => new Response('{}') },
  )
  return { portico, adapter }
}

describe('storageKey: instances on one page keep their own storage (issue 11 defect 7)', () => {
  it('behavior: after a reload each instance restores its own connection, not the other one', async () => {
    const storage = createMemoryStorage()
    const shop = instance(storage, 'shop', 'shop-wallet')
    const admin = instance(storage, 'admin', 'admin-wallet')
    await shop.portico.connection.connect('eip155', 'shop-wallet')
    expect(storage.getItem('@portico/shop/connectedConnectorId:eip155')).toBe('shop-wallet')

    // Reload: fresh instances on the same storage.
    const shopAgain = instance(storage, 'shop', 'shop-wallet')
    const adminAgain = instance(storage, 'admin', 'admin-wallet')
    await Promise.all([shopAgain.portico.init(), adminAgain.portico.init()])
    expect(shopAgain.portico.chains.isConnected()).toBe(true)
    expect(shopAgain.adapter.calls).toContain('sync:shop-wallet')
    expect(adminAgain.portico.chains.isConnected()).toBe(false)
    expect(adminAgain.adapter.calls.filter((c) => c.startsWith('sync:'))).toEqual([])
    void admin
  })

  it("behavior: one instance's disconnect leaves the other's saved connection", async () => {
    const storage = createMemoryStorage()
    const shop = instance(storage, 'shop', 'shop-wallet')
    const admin = instance(storage, 'admin', 'admin-wallet')
    await shop.portico.connection.connect('eip155', 'shop-wallet')
    await admin.portico.connection.connect('eip155', 'admin-wallet')
    await admin.portico.connection.disconnect()
    const shopAgain = instance(storage, 'shop', 'shop-wallet')
    await shopAgain.portico.init()
    expect(shopAgain.portico.chains.isConnected()).toBe(true)
  })

  it('default: without a storageKey the keys stay under @portico/', async () => {
    const storage = createMemoryStorage()
    const { portico } = instance(storage, undefined, 'w')
    await portico.connection.connect('eip155', 'w')
    expect(storage.getItem('@portico/connectedConnectorId:eip155')).toBe('w')
  })
})

/** One instance without a storageKey, told apart by its project, with sign-in kept in `storage`. */
function unkeyed(storage: KeyValueStorage, projectId: string, logger = silent()) {
  const clock = new ManualClock(Date.parse('2026-01-01T00:00:00Z'))
  const adapter = new FakeAdapter('eip155')
  const walletId = `${projectId}-wallet`
  adapter.connectors = [{ id: walletId, name: walletId, type: 'INJECTED' }]
  adapter.syncResult = adapter.connection(walletId)
  const siwx = createLocalSiwx({
    storage,
    clock,
    random: () => 0.5,
    domain: 'a.example',
    uri: 'https://a.example',
  })
  const portico = createPortico(
    { projectId, networks: [mainnet], adapters: { eip155: async () => adapter }, siwx },
    { clock, storage, logger, fetch: async () => new Response('{}') },
  )
  return { portico, adapter, siwx, walletId }
}

function silent() {
  return { debug: vi.fn(), warn: vi.fn(), error: vi.fn() }
}

/** Signs `instance` in: the session its built-in configuration keeps after the wallet signed. */
async function signIn(instance: ReturnType<typeof unkeyed>) {
  const input = { accountAddress: instance.adapter.address, chainId: 'eip155:1' as const }
  const { toString: text, ...data } = await instance.siwx.createMessage!(input)
  await instance.siwx.addSession!({ data, message: text(), signature: '0x01' })
}

describe('instances without a storageKey (issue 34): a namespace of their own', () => {
  it('behavior: each reloads to its own wallet and its own sign-in session, same account or not', async () => {
    const storage = createMemoryStorage()
    const shop = unkeyed(storage, 'shop')
    const admin = unkeyed(storage, 'admin')
    await shop.portico.connection.connect('eip155', shop.walletId)
    await signIn(shop)
    expect(storage.getItem('@portico/connectedConnectorId:eip155')).toBe('shop-wallet')
    expect(storage.getItem('@portico/siwxSessions')).toContain('a.example')
    expect(storage.getItem('@portico/~2/siwxSessions')).toBeNull()
    void admin

    // Reload: the page makes the same two instances in the same order.
    const shopAgain = unkeyed(storage, 'shop')
    const adminAgain = unkeyed(storage, 'admin')
    await Promise.all([shopAgain.portico.init(), adminAgain.portico.init()])
    expect(shopAgain.portico.chains.isConnected()).toBe(true)
    expect(adminAgain.portico.chains.isConnected()).toBe(false)
    const account = shopAgain.adapter.address
    expect(await shopAgain.siwx.getSessions!('eip155:1', account)).toHaveLength(1)

    // The admin instance connects the very same account: the shop's session is not its own.
    await adminAgain.portico.connection.connect('eip155', adminAgain.walletId)
    expect(await adminAgain.siwx.getSessions!('eip155:1', adminAgain.adapter.address)).toEqual([])
    expect(storage.getItem('@portico/~2/connectedConnectorId:eip155')).toBe('admin-wallet')
  })

  it('behavior: two instances of one configuration share a namespace and get one warning', () => {
    const storage = createMemoryStorage()
    const logger = silent()
    unkeyed(storage, 'shop', logger)
    unkeyed(storage, 'shop', logger)
    unkeyed(storage, 'shop', logger)
    expect(logger.warn).toHaveBeenCalledTimes(1)
    expect(logger.warn.mock.calls[0]![0]).toMatch(/share the storage namespace @portico\//)
  })
})
