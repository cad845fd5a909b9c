import { describe, expect, it } from 'vitest'
import type { Eip1193Provider } from '../../connectors/injected/eip1193'
import { ManualClock } from '../clock/manualClock'
import { createPortico } from '../createPortico'
import { createMemoryStorage } from '../deps'
import { FakeAdapter } from '../stores/testing/fakeAdapter'
import { mainnet } from '../stores/testing/fixtures'
import { combineAdapters } from './combineAdapters'

const extensionProvider: Eip1193Provider = { request: async () => '0x1' }

class ExtensionAdapter extends FakeAdapter {
  getProvider(): Eip1193Provider {
    return extensionProvider
  }
}

function setup() {
  const wallet = new ExtensionAdapter('eip155')
  const portico = createPortico(
    { projectId: 'p1', networks: [mainnet], adapters: { eip155: async () => wallet } },
    { clock: new ManualClock(0), storage: createMemoryStorage() },
  )
  return { portico, wallet }
}

describe('portico.getProvider', () => {
  it("default: undefined until connected, then the wallet's own provider, undefined again after disconnect", async () => {
    const { portico } = setup()
    expect(portico.getProvider('eip155')).toBeUndefined()
    await portico.connection.connect('eip155', 'injected')
    expect(portico.getProvider('eip155')).toBe(extensionProvider)
    expect(portico.getProvider()).toBe(extensionProvider)
    await expect(portico.getProvider('eip155')?.request({ method: 'eth_chainId' })).resolves.toBe(
      '0x1',
    )
    await portico.connection.disconnect()
    expect(portico.getProvider('eip155')).toBeUndefined()
  })

  it('parameters: a namespace without an adapter has no provider', () => {
    const { portico } = setup()
    expect(portico.getProvider('solana')).toBeUndefined()
  })

  it('behavior: combined adapters hand out the provider of the adapter holding the connection', async () => {
    const first = new FakeAdapter('eip155')
    const second = new ExtensionAdapter('eip155')
    second.connectors = [{ id: 'ext', name: 'Extension', type: 'INJECTED' }]
    const combined = combineAdapters([first, second])
    expect(combined.getProvider?.()).toBeUndefined()
    await combined.connect({ connectorId: 'ext', network: mainnet })
    expect(combined.getProvider?.()).toBe(extensionProvider)
  })
})
