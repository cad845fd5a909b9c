import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../core/clock/manualClock'
import { createPortico } from '../../core/createPortico'
import { createMemoryStorage } from '../../core/deps'
import { FakeAdapter } from '../../core/stores/testing/fakeAdapter'
import { mainnet } from '../../core/stores/testing/fixtures'
import { WALLETCONNECT_CONNECTOR_ID } from './connectorId'
import { WalletConnectPairing } from './walletConnectPairing'
import { walletConnect } from './walletConnectPlugin'

const metadata = { name: 'Site', description: 'A site', url: 'http://127.0.0.1', icons: [] }

function setup(withOwn: boolean) {
  const loads: string[] = []
  const portico = createPortico(
    {
      projectId: 'p1',
      networks: [mainnet],
      ...(withOwn ? { adapters: { eip155: async () => new FakeAdapter('eip155') } } : {}),
      connectors: [
        walletConnect({
          projectId: 'wc-project',
          relayUrl: 'ws://127.0.0.1:1',
          metadata,
          loadTransport: async () => {
            loads.push('sign client')
            throw new Error('not in this test')
          },
        }),
      ],
    },
    { clock: new ManualClock(0), storage: createMemoryStorage() },
  )
  return { portico, loads }
}

describe('walletConnect() connector plugin', () => {
  it('default: one option wires the pairing port and lists WalletConnect beside the host wallets', async () => {
    const { portico, loads } = setup(true)
    expect(portico.ports.pairing).toBeInstanceOf(WalletConnectPairing)
    await portico.loadConnectors()
    expect(portico.connectors.visible.map((c) => c.id)).toEqual(
      expect.arrayContaining(['injected', WALLETCONNECT_CONNECTOR_ID]),
    )
    // The sign client (and its relay socket) loads on the first pairing, not before.
    expect(loads).toEqual([])
  })

  it('parameters: without a host eip155 adapter WalletConnect alone serves eip155', async () => {
    const { portico } = setup(false)
    await portico.loadConnectors()
    expect(portico.connectors.visible.map((c) => c.id)).toEqual([WALLETCONNECT_CONNECTOR_ID])
    expect(portico.getProvider('eip155')).toBeUndefined()
  })

  it('behavior: session restore on init() asks nothing of the relay when no session is stored', async () => {
    const { portico, loads } = setup(false)
    await portico.init()
    expect(portico.chains.isConnected('eip155')).toBe(false)
    expect(loads).toEqual([])
  })
})
