import { describe, expect, it } from 'vitest'
import { ManualClock } from './clock/manualClock'
import { createPortico } from './createPortico'
import { isPorticoError } from './errors/porticoError'
import { createRecordingStorage } from './storage/testing'
import { mainnet, solanaMainnet } from './stores/testing/fixtures'
import { setupPortico } from './stores/testing/setup'

describe('createPortico', () => {
  it('default: creating an instance performs no I/O (no fetch, no storage read, no adapter load)', () => {
    const { portico, storage, fetchCalls, loads } = setupPortico()
    expect(portico).toBeDefined()
    expect(fetchCalls).toEqual([])
    expect(storage.reads).toEqual([])
    expect(storage.writes).toEqual([])
    expect(loads).toEqual({ eip155: 0, solana: 0, polkadot: 0, bip122: 0 })
  })

  it('default: starts closed, disconnected, on the first configured network', () => {
    const { portico } = setupPortico()
    expect(portico.modal.isOpen).toBe(false)
    expect(portico.chains.activeNamespace).toBe('eip155')
    expect(portico.chains.activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(portico.connection.status('eip155')).toBe('disconnected')
    expect(portico.connection.status('solana')).toBe('disconnected')
  })

  it('default: each chain starts with its default account type', () => {
    const { portico } = setupPortico()
    expect(portico.chains.account('eip155')?.preferredAccountType).toBe('smartAccount')
    expect(portico.chains.account('solana')?.preferredAccountType).toBe('eoa')
  })

  it('parameters: defaultNetwork picks the starting network and namespace', () => {
    const { portico } = setupPortico({ defaultNetwork: solanaMainnet })
    expect(portico.chains.activeNamespace).toBe('solana')
    expect(portico.chains.network('eip155')?.caipNetwork?.caipNetworkId).toBe(mainnet.caipNetworkId)
  })

  it('behavior: two instances share nothing', () => {
    const a = setupPortico()
    const b = setupPortico()
    a.portico.open()
    a.portico.theme.setMode('light')
    a.portico.connectors.addRecentWallet({ id: 'w', name: 'W' })
    expect(b.portico.modal.isOpen).toBe(false)
    expect(b.portico.theme.mode).toBe('dark')
    expect(b.portico.connectors.recentWallets).toEqual([])
  })

  it('behavior: open() on a fresh instance reaches the Connect view', () => {
    const { portico } = setupPortico()
    portico.open()
    expect(portico.modal.isOpen).toBe(true)
    expect(portico.router.view).toBe('Connect')
    expect(portico.modal.shownView).toBe('Connect')
  })

  it('behavior: open with a namespace activates it, filters connectors and shows Connect there', async () => {
    const { portico } = setupPortico()
    await portico.connection.connect('eip155', 'injected')
    await portico.loadConnectors()
    portico.open({ namespace: 'solana' })
    expect(portico.chains.activeNamespace).toBe('solana')
    expect(portico.router.view).toBe('Connect')
    expect(portico.connectors.visible.map((c) => c.name)).toEqual(['Phantom'])
    portico.close()
    expect(portico.connectors.filterByNamespace).toBeUndefined()
  })

  it('behavior: loadConnectors loads the registered adapters and lists their wallets', async () => {
    const { portico, loads } = setupPortico()
    await portico.loadConnectors()
    expect(loads).toMatchObject({ eip155: 1, solana: 1 })
    expect(portico.connectors.visible.map((c) => c.name)).toEqual(['Browser Wallet', 'Phantom'])
    expect(portico.connectors.connectMethodsOrder).toEqual(['wallet', 'email', 'social'])
  })

  it('behavior: opening without a project id shows Project ID Not Configured', () => {
    const { portico } = setupPortico({ projectId: '' })
    portico.open()
    expect(portico.alerts.current?.title).toBe('Project ID Not Configured')
  })

  it('behavior: siweConfig with siwx is refused at creation with a typed error', () => {
    let caught: unknown
    try {
      createPortico({
        projectId: 'p',
        networks: [mainnet],
        siwx: { clearSessions() {} },
        siweConfig: {},
      })
    } catch (error) {
      caught = error
    }
    expect(isPorticoError(caught, 'SIWX_AND_SIWE_EXCLUSIVE')).toBe(true)
  })

  it('behavior: without adapters or address, a desktop opens ConnectingWalletConnectBasic', () => {
    const portico = createPortico(
      { projectId: 'p', networks: [mainnet] },
      { clock: new ManualClock(), storage: createRecordingStorage() },
    )
    portico.open()
    expect(portico.router.view).toBe('ConnectingWalletConnectBasic')
  })

  it('behavior: without adapters or address, a mobile opens AllWallets', () => {
    const portico = createPortico(
      {
        projectId: 'p',
        networks: [mainnet],
        platform: { device: 'mobile', os: 'android', messagingAppBrowser: false },
      },
      { clock: new ManualClock(), storage: createRecordingStorage() },
    )
    portico.open()
    expect(portico.router.view).toBe('AllWallets')
  })

  it('behavior: init restores the stored active network and recent wallets', async () => {
    const { portico } = setupPortico({}, ({ storage }) => {
      storage.raw.setItem('@portico/activeCaipNetworkId', 'eip155:8453')
      storage.raw.setItem('@portico/recentWallets', JSON.stringify([{ id: 'a', name: 'A' }]))
      storage.raw.setItem('@portico/smartAccountEnabledNetworks', '1,8453')
    })
    await portico.init()
    expect(portico.chains.activeCaipNetwork?.caipNetworkId).toBe('eip155:8453')
    expect(portico.connectors.recentWallets).toEqual([{ id: 'a', name: 'A' }])
    expect(portico.chains.network('eip155')?.smartAccountEnabledNetworks).toEqual([1, 8453])
    expect(portico.chains.isSwitchingNamespace).toBe(false)
  })

  it('behavior: a returning visitor is back on their last used chain (lastUsedChainId)', async () => {
    const { portico } = setupPortico({}, ({ storage }) => {
      storage.raw.setItem('@portico/lastUsedChainId', '8453')
    })
    await portico.init()
    expect(portico.chains.activeCaipNetwork?.caipNetworkId).toBe('eip155:8453')
  })

  it('behavior: the last used chain is the eip155 network, the stored active network stays active', async () => {
    const { portico } = setupPortico({}, ({ storage }) => {
      storage.raw.setItem('@portico/lastUsedChainId', '8453')
      storage.raw.setItem('@portico/activeCaipNetworkId', solanaMainnet.caipNetworkId)
    })
    await portico.init()
    expect(portico.chains.activeCaipNetwork?.caipNetworkId).toBe(solanaMainnet.caipNetworkId)
    expect(portico.chains.network('eip155')?.caipNetwork?.caipNetworkId).toBe('eip155:8453')
  })

  it('behavior: a last used chain the instance does not offer is ignored', async () => {
    const { portico } = setupPortico({}, ({ storage }) => {
      storage.raw.setItem('@portico/lastUsedChainId', '424242')
    })
    await portico.init()
    expect(portico.chains.activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it('behavior: init restores a stored active namespace when no network id is stored', async () => {
    const { portico } = setupPortico({}, ({ storage }) => {
      storage.raw.setItem('@portico/activeNamespace', 'solana')
    })
    await portico.init()
    expect(portico.chains.activeNamespace).toBe('solana')
  })

  it('behavior: init survives garbage in every stored key', async () => {
    const { portico } = setupPortico({}, ({ storage }) => {
      for (const key of ['activeCaipNetworkId', 'recentWallets', 'smartAccountEnabledNetworks']) {
        storage.raw.setItem(`@portico/${key}`, '}{garbage')
      }
      storage.raw.setItem('@portico/connectedConnectorId:eip155', '')
    })
    await portico.init()
    expect(portico.chains.activeCaipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(portico.connectors.recentWallets).toEqual([])
  })

  it('behavior: init called twice restores once', async () => {
    const { portico, evm } = setupPortico({}, ({ storage, evm }) => {
      storage.raw.setItem('@portico/connectedConnectorId:eip155', 'injected')
      evm.syncResult = evm.connection('injected')
    })
    await Promise.all([portico.init(), portico.init()])
    expect(evm.calls.filter((c) => c.startsWith('sync'))).toHaveLength(1)
  })

  it('behavior: leaving ConnectingFarcaster while disconnected clears the farcaster link and reloads the auth provider', () => {
    const { portico } = setupPortico()
    let reloads = 0
    portico.attachPorts({ auth: { reload: () => void reloads++ } })
    portico.open()
    portico.chains.setAccount('eip155', { farcasterUrl: 'https://farcaster.example/x' })
    portico.router.push('ConnectingFarcaster')
    portico.router.goBack()
    expect(portico.chains.account('eip155')?.farcasterUrl).toBeUndefined()
    expect(reloads).toBe(1)
    expect(portico.router.view).toBe('Connect')
  })

  it('behavior: leaving ConnectingFarcaster while connected keeps the link', async () => {
    const { portico } = setupPortico()
    let reloads = 0
    portico.attachPorts({ auth: { reload: () => void reloads++ } })
    await portico.connection.connect('eip155', 'injected')
    portico.chains.setAccount('eip155', { farcasterUrl: 'https://farcaster.example/x' })
    portico.open({ view: 'ConnectingFarcaster' })
    portico.router.goBack()
    expect(portico.chains.account('eip155')?.farcasterUrl).toBe('https://farcaster.example/x')
    expect(reloads).toBe(0)
  })

  it('behavior: destroy stops listening to wallet events', async () => {
    const { portico, evm } = setupPortico()
    await portico.connection.connect('eip155', 'injected')
    expect(evm.listenerCount).toBe(1)
    portico.destroy()
    expect(evm.listenerCount).toBe(0)
  })
})
