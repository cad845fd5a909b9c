import { describe, expect, it } from 'vitest'
import { isPorticoError } from '../errors/porticoError'
import { base, mainnet, network, optimismLike, solanaMainnet } from './testing/fixtures'
import { setupPortico } from './testing/setup'

describe('NetworkStore', () => {
  it('default: the active network is supported', () => {
    const { portico } = setupPortico()
    expect(portico.networks.isUnsupportedNetwork).toBe(false)
  })

  it('behavior: switching while disconnected selects the network without asking a wallet', async () => {
    const { portico, loads, storage } = setupPortico()
    await portico.networks.switchNetwork('eip155:8453')
    expect(portico.chains.activeCaipNetwork?.name).toBe('Base')
    expect(loads.eip155).toBe(0)
    expect(storage.raw.getItem('@portico/activeCaipNetworkId')).toBe('eip155:8453')
  })

  it('behavior: switching while connected asks the wallet and moves the account', async () => {
    const { portico, evm } = setupPortico()
    await portico.connection.connect('eip155', 'injected')
    await portico.networks.switchNetwork(base)
    expect(evm.calls).toContain('switch:eip155:8453')
    expect(portico.chains.activeCaipAddress).toBe(`eip155:8453:${evm.address}`)
  })

  it('behavior: switching to another chain family filters connectors by that namespace and marks a namespace switch', async () => {
    const { portico } = setupPortico()
    await portico.loadConnectors()
    await portico.networks.switchNetwork(solanaMainnet)
    expect(portico.chains.activeNamespace).toBe('solana')
    expect(portico.chains.isSwitchingNamespace).toBe(true)
    expect(portico.connectors.filterByNamespace).toBe('solana')
    expect(portico.connectors.visible.map((c) => c.name)).toEqual(['Phantom'])
  })

  it('behavior: switching within the same family marks no namespace switch', async () => {
    const { portico } = setupPortico()
    await portico.networks.switchNetwork(base)
    expect(portico.chains.isSwitchingNamespace).toBe(false)
    expect(portico.connectors.filterByNamespace).toBeUndefined()
  })

  it('behavior: switching resets the send form', async () => {
    const { portico } = setupPortico()
    let resets = 0
    portico.attachPorts({ sendForm: { reset: () => void resets++ } })
    await portico.networks.switchNetwork(base)
    expect(resets).toBe(1)
  })

  it('behavior: switching to a network missing from the configured list alerts Network Not Found and throws', async () => {
    const { portico } = setupPortico()
    const error = await portico.networks.switchNetwork('eip155:10').catch((e: unknown) => e)
    expect(isPorticoError(error, 'NETWORK_NOT_FOUND')).toBe(true)
    expect(portico.alerts.current?.title).toBe('Network Not Found')
    expect(portico.chains.activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  for (const code of [4902, 5000, 32603]) {
    it(`behavior: switch error ${code} adds the chain then switches again`, async () => {
      const { portico, evm } = setupPortico()
      await portico.connection.connect('eip155', 'injected')
      evm.switchErrors = [{ code, message: 'Unrecognized chain' }]
      await portico.networks.switchNetwork(base)
      expect(evm.calls.slice(-3)).toEqual([
        'switch:eip155:8453',
        'addNetwork:eip155:8453',
        'switch:eip155:8453',
      ])
      expect(portico.chains.activeCaipNetwork?.name).toBe('Base')
    })
  }

  it('behavior: other switch errors are thrown typed and leave the network unchanged', async () => {
    const { portico, evm } = setupPortico()
    await portico.connection.connect('eip155', 'injected')
    evm.switchErrors = [{ code: 4001, message: 'rejected' }]
    const error = await portico.networks.switchNetwork(base).catch((e: unknown) => e)
    expect(isPorticoError(error, 'USER_REJECTED')).toBe(true)
    expect(evm.calls).not.toContain('addNetwork:eip155:8453')
    expect(portico.chains.activeCaipNetwork?.name).toBe('Ethereum')
  })

  it('behavior: a wallet on an unknown chain becomes an unsupported-network placeholder and opens UnsupportedChain', async () => {
    const { portico, evm } = setupPortico()
    await portico.connection.connect('eip155', 'injected')
    evm.emit({ type: 'chainChanged', chainId: '999999' })
    expect(portico.chains.activeCaipNetwork).toMatchObject({
      caipNetworkId: 'eip155:999999',
      name: 'Unknown Network',
      id: 999999,
    })
    expect(portico.networks.isUnsupportedNetwork).toBe(true)
    expect(portico.modal.isOpen).toBe(true)
    expect(portico.router.view).toBe('UnsupportedChain')
  })

  it('behavior: back from UnsupportedChain closes the modal', async () => {
    const { portico, evm } = setupPortico()
    await portico.connection.connect('eip155', 'injected')
    evm.emit({ type: 'chainChanged', chainId: '999999' })
    portico.router.push('Networks')
    portico.router.goBack()
    expect(portico.modal.isOpen).toBe(false)
  })

  it('parameters: with allowUnsupportedChain, an unknown chain keeps the network and opens nothing', async () => {
    const { portico, evm } = setupPortico({ allowUnsupportedChain: true })
    await portico.connection.connect('eip155', 'injected')
    evm.emit({ type: 'chainChanged', chainId: '999999' })
    expect(portico.chains.activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(portico.modal.isOpen).toBe(false)
  })

  it('behavior: a wallet connecting on an unknown chain gets the placeholder too', async () => {
    const { portico } = setupPortico({}, ({ evm }) => {
      evm.chainId = '424242'
    })
    await portico.connection.connect('eip155', 'injected')
    expect(portico.chains.activeCaipAddress).toBe(
      'eip155:424242:0x1111111111111111111111111111111111111111',
    )
    expect(portico.router.view).toBe('UnsupportedChain')
  })

  it('behavior: adding a network needs an adapter for its namespace', () => {
    const { portico } = setupPortico()
    let caught: unknown
    try {
      portico.networks.addNetwork(network('polkadot', '91b171bb158e2d3848fa23a9f1c25182'))
    } catch (error) {
      caught = error
    }
    expect(isPorticoError(caught, 'ADAPTER_REQUIRED_FOR_NETWORK')).toBe(true)
  })

  it('behavior: adding a network of a namespace with an adapter lists it once', () => {
    const { portico } = setupPortico()
    portico.networks.addNetwork(optimismLike)
    portico.networks.addNetwork(optimismLike)
    expect(portico.chains.network('eip155')?.requestedCaipNetworks.map((n) => n.id)).toEqual([
      1, 8453, 10,
    ])
  })

  it('behavior: removing a network not found fails with Network not found', () => {
    const { portico } = setupPortico()
    expect(() => portico.networks.removeNetwork('eip155:10')).toThrow('Network not found')
  })

  it('behavior: removing the last network of its namespace fails', () => {
    const { portico } = setupPortico()
    let caught: unknown
    try {
      portico.networks.removeNetwork(solanaMainnet.caipNetworkId)
    } catch (error) {
      caught = error
    }
    expect(isPorticoError(caught, 'REMOVE_LAST_NETWORK')).toBe(true)
  })

  it('behavior: removing the selected network selects the first remaining one', () => {
    const { portico } = setupPortico()
    portico.networks.removeNetwork(mainnet.caipNetworkId)
    expect(portico.chains.activeCaipNetwork?.name).toBe('Base')
  })

  it('behavior: removing the active adapter makes the first other chain active', () => {
    const { portico } = setupPortico()
    portico.networks.removeAdapter('eip155')
    expect(portico.chains.activeNamespace).toBe('solana')
    expect(portico.adapters.has('eip155')).toBe(false)
    expect(portico.chains.chains.has('eip155')).toBe(false)
  })

  it('behavior: removing an inactive adapter keeps the active chain', () => {
    const { portico } = setupPortico()
    portico.networks.removeAdapter('solana')
    expect(portico.chains.activeNamespace).toBe('eip155')
  })
})
