import { describe, expect, it } from 'vitest'
import { bitcoin } from '../../chains/bip122/networks'
import type { CaipNetwork } from '../../core/caip/types'
import { ManualClock } from '../../core/clock/manualClock'
import { createPortico } from '../../core/createPortico'
import { createMemoryStorage } from '../../core/deps'
import { FakeAdapter } from '../../core/stores/testing/fakeAdapter'
import { mainnet } from '../../core/stores/testing/fixtures'
import { WALLETCONNECT_CONNECTOR_ID } from './connectorId'
import { bip122Family } from './families/bip122'
import { walletConnect } from './walletConnectPlugin'

const metadata = { name: 'Site', description: 'A site', url: 'http://127.0.0.1', icons: [] }

function setup(networks: CaipNetwork[], families = [bip122Family], warnings: string[] = []) {
  const own = new FakeAdapter('bip122')
  own.connectors = [
    { id: 'wallet-standard:Orange Wallet', name: 'Orange Wallet', type: 'ANNOUNCED' },
  ]
  const portico = createPortico(
    {
      projectId: 'p1',
      networks,
      adapters: { eip155: async () => new FakeAdapter('eip155'), bip122: async () => own },
      connectors: [
        walletConnect({
          projectId: 'wc-project',
          relayUrl: 'ws://127.0.0.1:1',
          metadata,
          families,
          loadTransport: async () => {
            throw new Error('not in this test')
          },
        }),
      ],
    },
    {
      clock: new ManualClock(0),
      storage: createMemoryStorage(),
      logger: { debug() {}, warn: (message) => warnings.push(message), error() {} },
    },
  )
  return portico
}

describe('WalletConnect bip122 entry', () => {
  it('default: where the host offers bitcoin, its bip122 wallets and WalletConnect are both connectors', async () => {
    const portico = setup([mainnet, bitcoin])
    const adapter = await portico.adapters.load('bip122')
    expect(adapter.listConnectors().map((c) => c.id)).toEqual([
      'wallet-standard:Orange Wallet',
      WALLETCONNECT_CONNECTOR_ID,
    ])
  })

  it('parameters: without a bip122 network WalletConnect adds no bip122 adapter of its own', async () => {
    const portico = setup([mainnet])
    const adapter = await portico.adapters.load('bip122')
    expect(adapter.listConnectors().map((c) => c.id)).toEqual(['wallet-standard:Orange Wallet'])
  })

  it('behavior: without bip122WalletConnect in families, bitcoin is not paired and one warning names the fix', async () => {
    const warnings: string[] = []
    const portico = setup([mainnet, bitcoin], [], warnings)
    const adapter = await portico.adapters.load('bip122')
    expect(adapter.listConnectors().map((c) => c.id)).toEqual(['wallet-standard:Orange Wallet'])
    expect(warnings).toEqual([expect.stringMatching(/leaves out the bip122 networks.*families/)])
  })

  it('behavior: with the family passed, nothing is warned', async () => {
    const warnings: string[] = []
    setup([mainnet, bitcoin], [bip122Family], warnings)
    expect(warnings).toEqual([])
  })
})
