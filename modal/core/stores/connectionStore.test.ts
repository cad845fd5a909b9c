import { describe, expect, it, vi } from 'vitest'
import { isPorticoError } from '../errors/porticoError'
import { setupPortico } from './testing/setup'

const EVM_ADDRESS = '0x1111111111111111111111111111111111111111'

describe('ConnectionStore', () => {
  it('default: every namespace is disconnected', () => {
    const { portico } = setupPortico()
    expect(portico.connection.status('eip155')).toBe('disconnected')
    expect(portico.chains.connectedNamespaces).toEqual([])
  })

  it('behavior: an adapter loader is not called until its namespace is used', async () => {
    const { portico, loads } = setupPortico()
    portico.open()
    expect(loads.eip155 + loads.solana).toBe(0)
    await portico.connection.connect('eip155', 'injected')
    expect(loads).toMatchObject({ eip155: 1, solana: 0 })
  })

  it('behavior: connect goes connecting then connected and fills the account', async () => {
    const { portico } = setupPortico()
    const pending = portico.connection.connect('eip155', 'injected')
    expect(portico.connection.status('eip155')).toBe('connecting')
    await pending
    const account = portico.chains.account('eip155')
    expect(account?.status).toBe('connected')
    expect(account?.address).toBe(EVM_ADDRESS)
    expect(account?.caipAddress).toBe(`eip155:1:${EVM_ADDRESS}`)
    expect(account?.allAccounts).toEqual([{ address: EVM_ADDRESS, type: 'eoa' }])
    expect(account?.connectedWalletInfo).toMatchObject({ name: 'Browser Wallet', type: 'INJECTED' })
  })

  it('behavior: connect persists the connector id, connected namespaces and status', async () => {
    const { portico, storage } = setupPortico()
    await portico.connection.connect('eip155', 'injected')
    expect(storage.raw.getItem('@portico/connectedConnectorId:eip155')).toBe('injected')
    expect(storage.raw.getItem('@portico/connectedNamespaces')).toBe('["eip155"]')
    expect(storage.raw.getItem('@portico/connectionStatus')).toBe('connected')
  })

  it('behavior: a failed connect puts the status back and throws a typed error (4001 USER_REJECTED)', async () => {
    const { portico, evm } = setupPortico()
    evm.connectError = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const error = await portico.connection.connect('eip155', 'injected').catch((e: unknown) => e)
    expect(isPorticoError(error, 'USER_REJECTED')).toBe(true)
    expect(portico.connection.status('eip155')).toBe('disconnected')
  })

  it('behavior: a failed reconnect puts a connected status back to connected', async () => {
    const { portico, evm } = setupPortico()
    await portico.connection.connect('eip155', 'injected')
    evm.connectError = new Error('boom')
    await portico.connection.connect('eip155', 'injected').catch(() => {})
    expect(portico.connection.status('eip155')).toBe('connected')
  })

  it('behavior: connecting a namespace without an adapter throws Adapter not found', async () => {
    const { portico } = setupPortico()
    const error = await portico.connection.connect('polkadot', 'x').catch((e: unknown) => e)
    expect(isPorticoError(error, 'ADAPTER_NOT_FOUND')).toBe(true)
    expect(portico.connection.status('polkadot')).toBe('disconnected')
  })

  it('behavior: connect makes that namespace active', async () => {
    const { portico } = setupPortico()
    await portico.connection.connect('solana', 'phantom')
    expect(portico.chains.activeNamespace).toBe('solana')
    expect(portico.chains.activeAddress).toBe('So11111111111111111111111111111111111111112')
  })

  it('behavior: start-up sync restores a stored connection through the adapter', async () => {
    const { portico, evm, loads } = setupPortico({}, ({ storage, evm }) => {
      storage.raw.setItem('@portico/connectedConnectorId:eip155', 'injected')
      evm.syncResult = evm.connection('injected')
    })
    await portico.init()
    expect(evm.calls).toContain('sync:injected')
    expect(portico.connection.status('eip155')).toBe('connected')
    expect(loads.solana).toBe(0)
  })

  it('behavior: start-up reads back the stored status and namespaces: one left out is not synced', async () => {
    const { portico, loads } = setupPortico({}, ({ storage, evm }) => {
      storage.raw.setItem('@portico/connectedConnectorId:eip155', 'injected')
      storage.raw.setItem('@portico/connectedConnectorId:solana', 'phantom')
      storage.raw.setItem('@portico/connectionStatus', 'connected')
      storage.raw.setItem('@portico/connectedNamespaces', '["eip155"]')
      evm.syncResult = evm.connection('injected')
    })
    await portico.init()
    expect(portico.connection.status('eip155')).toBe('connected')
    expect(loads.solana).toBe(0)
  })

  it('behavior: a stored "disconnected" status syncs nothing and loads no adapter', async () => {
    const { portico, loads } = setupPortico({}, ({ storage }) => {
      storage.raw.setItem('@portico/connectedConnectorId:eip155', 'injected')
      storage.raw.setItem('@portico/connectionStatus', 'disconnected')
      storage.raw.setItem('@portico/connectedNamespaces', '[]')
    })
    await portico.init()
    expect(portico.connection.status('eip155')).toBe('disconnected')
    expect(loads.eip155).toBe(0)
  })

  it('behavior: a sync that finds nothing leaves the namespace disconnected and forgets the id', async () => {
    const { portico, storage } = setupPortico({}, ({ storage }) => {
      storage.raw.setItem('@portico/connectedConnectorId:eip155', 'injected')
    })
    await portico.init()
    expect(portico.connection.status('eip155')).toBe('disconnected')
    expect(storage.raw.getItem('@portico/connectedConnectorId:eip155')).toBeNull()
  })

  it('behavior: a sync failure makes the status disconnected', async () => {
    const { portico } = setupPortico({}, ({ storage, evm }) => {
      storage.raw.setItem('@portico/connectedConnectorId:eip155', 'injected')
      evm.syncResult = new Error('wallet locked')
    })
    await portico.init()
    expect(portico.connection.status('eip155')).toBe('disconnected')
  })

  it('behavior: an auth sync that reports not connected clears the stored auth state', async () => {
    const { portico, storage } = setupPortico({}, ({ storage }) => {
      storage.raw.setItem('@portico/connectedConnectorId:eip155', 'AUTH')
      storage.raw.setItem('@portico/email', 'a@b.co')
      storage.raw.setItem('@portico/emailLoginUsed', 'true')
      storage.raw.setItem('@portico/connectedSocial', 'google')
      storage.raw.setItem('@portico/socialUsername', 'alice')
    })
    await portico.init()
    for (const key of ['email', 'emailLoginUsed', 'connectedSocial', 'socialUsername']) {
      expect(storage.raw.getItem(`@portico/${key}`), key).toBeNull()
    }
  })

  it('behavior: an auth sync with no answer (frame unreachable) keeps the stored login, for "Continue as"', async () => {
    const { portico, storage } = setupPortico({}, ({ storage, evm }) => {
      storage.raw.setItem('@portico/connectedConnectorId:eip155', 'AUTH')
      storage.raw.setItem('@portico/email', 'a@b.co')
      storage.raw.setItem('@portico/emailLoginUsed', 'true')
      evm.syncResult = new Error('frame timed out')
    })
    await portico.init()
    expect(portico.connection.status('eip155')).toBe('disconnected')
    expect(storage.raw.getItem('@portico/connectedConnectorId:eip155')).toBeNull()
    expect(storage.raw.getItem('@portico/email')).toBe('a@b.co')
    expect(storage.raw.getItem('@portico/emailLoginUsed')).toBe('true')
  })

  it('behavior: the embedded wallet reporting not connected clears the stored auth state', () => {
    const { portico, storage } = setupPortico()
    storage.raw.setItem('@portico/email', 'a@b.co')
    storage.raw.setItem('@portico/connectedConnectorId:solana', 'AUTH')
    storage.raw.setItem('@portico/connectedConnectorId:eip155', 'injected')
    portico.connection.reportEmbeddedWalletConnected(false)
    expect(storage.raw.getItem('@portico/email')).toBeNull()
    expect(storage.raw.getItem('@portico/connectedConnectorId:solana')).toBeNull()
    expect(storage.raw.getItem('@portico/connectedConnectorId:eip155')).toBe('injected')
  })

  it('behavior: disconnect clears each chain account and network data', async () => {
    const { portico } = setupPortico()
    await portico.connection.connect('eip155', 'injected')
    await portico.connection.connect('solana', 'phantom')
    portico.chains.setNetwork('eip155', { approvedCaipNetworkIds: ['eip155:1'] })
    await portico.connection.disconnect()
    for (const ns of ['eip155', 'solana'] as const) {
      expect(portico.chains.account(ns)?.address).toBeUndefined()
      expect(portico.chains.account(ns)?.status).toBe('disconnected')
    }
    expect(portico.chains.network('eip155')?.approvedCaipNetworkIds).toEqual([])
    expect(portico.chains.network('eip155')?.requestedCaipNetworks).toHaveLength(2)
  })

  it('behavior: disconnect resets the pairing connection and clears sign-in sessions', async () => {
    let pairingResets = 0
    let sessionsCleared = 0
    const { portico } = setupPortico({ siwx: { clearSessions: () => void sessionsCleared++ } })
    portico.attachPorts({ pairing: { reset: () => void pairingResets++ } })
    await portico.connection.connect('eip155', 'injected')
    await portico.connection.disconnect()
    expect(pairingResets).toBe(1)
    expect(sessionsCleared).toBe(1)
  })

  it('behavior: disconnect removes social provider, connector ids, deep link, e-mail, login flag, last chain, social username', async () => {
    const { portico, storage } = setupPortico()
    await portico.connection.connect('eip155', 'injected')
    const keys = {
      connectedSocial: 'google',
      deepLinkChoice: '{"href":"wc:","name":"W"}',
      email: 'a@b.co',
      emailLoginUsed: 'true',
      lastUsedChainId: '1',
      socialUsername: 'alice',
    }
    for (const [key, value] of Object.entries(keys)) storage.raw.setItem(`@portico/${key}`, value)
    await portico.connection.disconnect()
    for (const key of [...Object.keys(keys), 'connectedConnectorId:eip155']) {
      expect(storage.raw.getItem(`@portico/${key}`), key).toBeNull()
    }
    expect(storage.raw.getItem('@portico/connectionStatus')).toBe('disconnected')
  })

  it('behavior: disconnect keeps things SPEC §4 does not list (recent wallets, active network)', async () => {
    const { portico, storage } = setupPortico()
    await portico.connection.connect('eip155', 'injected')
    portico.connectors.addRecentWallet({ id: 'w', name: 'W' })
    await portico.connection.disconnect()
    expect(storage.raw.getItem('@portico/recentWallets')).not.toBeNull()
    expect(storage.raw.getItem('@portico/activeCaipNetworkId')).toBe('eip155:1')
  })

  it('behavior: a wallet that fails to disconnect still clears local state, then throws Failed to disconnect', async () => {
    const { portico, evm } = setupPortico()
    await portico.connection.connect('eip155', 'injected')
    evm.disconnectError = new Error('nope')
    const error = await portico.connection.disconnect().catch((e: unknown) => e)
    expect(isPorticoError(error, 'FAILED_TO_DISCONNECT')).toBe(true)
    expect(portico.connection.status('eip155')).toBe('disconnected')
  })

  it('behavior: a failed disconnect sends DISCONNECT_ERROR, not DISCONNECT_SUCCESS alone', async () => {
    const { portico, evm } = setupPortico()
    await portico.connection.connect('eip155', 'injected')
    const events: string[] = []
    portico.subscribeEvents(({ data }) => events.push(data.event))
    evm.disconnectError = new Error('nope')
    await portico.connection.disconnect().catch(() => undefined)
    expect(events).toContain('DISCONNECT_ERROR')
  })

  it('parameters: disconnect(namespace) leaves other namespaces connected', async () => {
    const { portico } = setupPortico()
    await portico.connection.connect('eip155', 'injected')
    await portico.connection.connect('solana', 'phantom')
    await portico.connection.disconnect('solana')
    expect(portico.connection.status('solana')).toBe('disconnected')
    expect(portico.connection.status('eip155')).toBe('connected')
  })

  it('behavior: accountsChanged moves the account to the new address', async () => {
    const { portico, evm } = setupPortico()
    await portico.connection.connect('eip155', 'injected')
    evm.emit({ type: 'accountsChanged', address: '0x2222222222222222222222222222222222222222' })
    expect(portico.chains.account('eip155')?.caipAddress).toBe(
      'eip155:1:0x2222222222222222222222222222222222222222',
    )
  })

  it('behavior: an empty accountsChanged or a disconnect event disconnects that namespace', async () => {
    const { portico, evm, solana } = setupPortico()
    await portico.connection.connect('eip155', 'injected')
    await portico.connection.connect('solana', 'phantom')
    evm.emit({ type: 'accountsChanged', address: undefined })
    solana.emit({ type: 'disconnect' })
    expect(portico.chains.connectedNamespaces).toEqual([])
  })

  it('behavior: chainChanged selects the matching configured network', async () => {
    const { portico, evm } = setupPortico()
    await portico.connection.connect('eip155', 'injected')
    evm.emit({ type: 'chainChanged', chainId: '8453' })
    expect(portico.chains.activeCaipNetwork?.name).toBe('Base')
    expect(portico.chains.activeCaipAddress).toBe(`eip155:8453:${EVM_ADDRESS}`)
  })
})

describe('ConnectionStore and a silent wallet (issue 11 defect 8)', () => {
  it('behavior: closing the modal while eth_requestAccounts is pending cancels the attempt', async () => {
    const { portico, evm } = setupPortico()
    let answer: (() => void) | undefined
    evm.connect = (params) =>
      new Promise((resolve) => {
        answer = () => resolve(evm.connection(params.connectorId))
      })
    portico.open()
    const attempt = portico.connection.connect('eip155', 'injected').catch((e: unknown) => e)
    // The wallet has been asked (the attempts' code and the adapter load first).
    await vi.waitFor(() => expect(answer).toBeDefined())
    expect(portico.connection.status('eip155')).toBe('connecting')
    portico.close()
    expect(isPorticoError(await attempt, 'REQUEST_ABORTED')).toBe(true)
    expect(portico.connection.status('eip155')).toBe('disconnected')
    // The wallet wakes up later: its answer is not applied, and its session is dropped.
    answer?.()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(portico.connection.status('eip155')).toBe('disconnected')
    expect(portico.chains.isConnected()).toBe(false)
    expect(evm.calls).toContain('disconnect')
  })

  it('behavior: closing the modal before the wallet is asked cancels the attempt without asking it', async () => {
    const { portico, evm } = setupPortico()
    portico.open()
    // The first connect of an instance loads the attempts' code before it asks the wallet.
    const attempt = portico.connection.connect('eip155', 'injected').catch((e: unknown) => e)
    expect(portico.connection.status('eip155')).toBe('connecting')
    portico.close()
    expect(isPorticoError(await attempt, 'REQUEST_ABORTED')).toBe(true)
    expect(portico.connection.status('eip155')).toBe('disconnected')
    const asked = () => evm.calls.filter((call) => call.startsWith('connect:'))
    expect(asked()).toEqual([])
    // The next connect goes through.
    await portico.connection.connect('eip155', 'injected')
    expect(portico.connection.status('eip155')).toBe('connected')
    expect(asked()).toHaveLength(1)
  })
})
