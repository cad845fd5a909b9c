import { describe, expect, it } from 'vitest'
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
