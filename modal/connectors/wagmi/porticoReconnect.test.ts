import {
  createConfig,
  createStorage,
  disconnect,
  getAccount,
  getConnections,
  http,
  injected,
  reconnect,
} from '@wagmi/core'
import { anvil as anvilChain } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestAnvil, type TestAnvil } from '../../../simulators/chains/testAnvil'
import { createAnvilNetwork } from '../../chains/eip155/networks'
import { ManualClock } from '../../core/clock/manualClock'
import { createPortico } from '../../core/createPortico'
import { createMemoryStorage, type KeyValueStorage } from '../../core/deps'
import { FakeAdapter } from '../../core/stores/testing/fakeAdapter'
import type { Eip1193Provider } from '../injected/eip1193'
import { porticoConnector } from './porticoConnector'
import { ANVIL_ACCOUNT, anvilProvider } from './testing/anvilProvider'

/**
 * One page load: a Portico instance and wagmi's config over the same storages, with the
 * connector wagmi's default EIP-6963 discovery adds for the extension (`injected` with that
 * extension as its target, as createConfig's `multiInjectedProviderDiscovery` makes it).
 */
function pageLoad(rpcUrl: string, provider: Eip1193Provider, storages: KeyValueStorage[]) {
  const wallet = Object.assign(new FakeAdapter('eip155'), { getProvider: () => provider })
  wallet.address = ANVIL_ACCOUNT
  wallet.chainId = '31337'
  wallet.syncResult = wallet.connection()
  const portico = createPortico(
    {
      projectId: 'p1',
      networks: [createAnvilNetwork(rpcUrl)],
      adapters: { eip155: async () => wallet },
    },
    { clock: new ManualClock(1_700_000_000_000), storage: storages[0]! },
  )
  const discovered = injected({
    target: { id: 'io.portico.lab.alpha', name: 'Alpha Wallet', provider: provider as never },
  })
  const config = createConfig({
    chains: [anvilChain],
    connectors: [porticoConnector(portico), discovered],
    transports: { [anvilChain.id]: http(rpcUrl) },
    storage: createStorage({ storage: storages[1]! }),
    multiInjectedProviderDiscovery: false,
  })
  const agree = () => ({
    portico: portico.chains.isConnected('eip155'),
    wagmi: getAccount(config).status,
    connections: getConnections(config).map((c) => c.connector.id),
  })
  return { portico, config, agree }
}

describe('porticoConnector with the extension wagmi discovers itself', () => {
  let anvil: TestAnvil
  beforeAll(async () => {
    anvil = await startTestAnvil()
  })
  afterAll(() => anvil?.stop())

  it('behavior: connect in Portico, reload, wagmi disconnect(): wagmi and Portico agree at every step', async () => {
    const provider = anvilProvider(anvil.rpcUrl)
    const storages = [createMemoryStorage(), createMemoryStorage()]
    const first = pageLoad(anvil.rpcUrl, provider, storages)
    await reconnect(first.config)
    await first.portico.loadConnectors()
    await first.portico.connection.connect('eip155', 'injected')
    expect(first.agree()).toEqual({ portico: true, wagmi: 'connected', connections: ['portico'] })

    // The same visitor reloads: wagmi reconnects on load (WagmiProvider) while Portico restores
    // the visit (PorticoProvider calls init()).
    first.portico.destroy()
    const again = pageLoad(anvil.rpcUrl, provider, storages)
    await Promise.all([reconnect(again.config), again.portico.init()])
    expect(again.agree()).toEqual({ portico: true, wagmi: 'connected', connections: ['portico'] })

    await disconnect(again.config)
    expect(again.agree()).toEqual({ portico: false, wagmi: 'disconnected', connections: [] })
  })
})

describe('porticoConnector claims the EIP-6963 wallets on the page', () => {
  it("behavior: its rdns lists each announced wallet, late ones too, so wagmi's discovery adds no second connector for them", () => {
    const page = new EventTarget()
    const announce = (rdns: string) =>
      page.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', { detail: { info: { rdns }, provider: {} } }),
      )
    page.addEventListener('eip6963:requestProvider', () => announce('io.portico.lab.alpha'))
    const portico = createPortico({
      projectId: 'p1',
      networks: [createAnvilNetwork('http://127.0.0.1:1')],
    })
    const config = createConfig({
      chains: [anvilChain],
      connectors: [porticoConnector(portico, { window: page })],
      transports: { [anvilChain.id]: http('http://127.0.0.1:1') },
    })
    expect(config.connectors[0]!.rdns).toEqual(['io.portico.lab.alpha'])
    announce('io.portico.lab.beta')
    announce('io.portico.lab.alpha')
    expect(config.connectors[0]!.rdns).toEqual(['io.portico.lab.alpha', 'io.portico.lab.beta'])
  })
})
