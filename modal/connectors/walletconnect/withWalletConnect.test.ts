import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../core/clock/manualClock'
import { createMemoryStorage } from '../../core/deps'
import { FakeAdapter } from '../../core/stores/testing/fakeAdapter'
import { createWalletConnectConnector } from './walletConnectConnector'
import { withWalletConnectEip155 } from './withWalletConnect'

describe('withWalletConnectEip155', () => {
  it('behavior: the loaded eip155 adapter also lists WalletConnect, loading nothing of the library', async () => {
    let transportLoads = 0
    const connector = createWalletConnectConnector({
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:1',
      metadata: { name: 'Site', description: '', url: 'http://127.0.0.1', icons: [] },
      clock: new ManualClock(0),
      storage: createMemoryStorage(),
      loadTransport: async () => {
        transportLoads++
        throw new Error('not in this test')
      },
    })
    const own = new FakeAdapter('eip155')
    const load = withWalletConnectEip155(async () => own, {
      connector,
      fetch: async () => {
        throw new Error('no fetch')
      },
    })
    const adapter = await load()
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.listConnectors().map((c) => c.id)).toEqual(['injected', 'walletConnect'])
    expect(transportLoads).toBe(0)
  })
})
