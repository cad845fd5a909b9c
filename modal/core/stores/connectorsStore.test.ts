import { describe, expect, it } from 'vitest'
import { createMemoryStorage, silentLogger } from '../deps'
import { type Features, resolveFeatures } from '../options/features'
import { DEFAULT_PLATFORM, type Platform } from '../options/platform'
import { DEFAULT_CONNECTOR_ALIASES } from '../options/resolveOptions'
import { PorticoStorage } from '../storage/porticoStorage'
import { ConnectorsStore } from './connectorsStore'
import type { Connector } from './connectorTypes'

function setup(features: Partial<Features> = {}, platform: Platform = DEFAULT_PLATFORM) {
  const backend = createMemoryStorage()
  const store = new ConnectorsStore({
    features: resolveFeatures(features),
    platform,
    aliases: DEFAULT_CONNECTOR_ALIASES,
    storage: new PorticoStorage(backend, silentLogger),
  })
  return { store, backend }
}

const c = (partial: Partial<Connector> & Pick<Connector, 'id' | 'name'>): Connector => ({
  type: 'EXTERNAL',
  chain: 'eip155',
  ...partial,
})

describe('ConnectorsStore', () => {
  it('default: no connectors, no filter, no recent wallets', () => {
    const { store } = setup()
    expect(store.visible).toEqual([])
    expect(store.filterByNamespace).toBeUndefined()
    expect(store.recentWallets).toEqual([])
  })

  it('behavior: same-name connectors on several chains merge into one MULTI_CHAIN entry', () => {
    const { store } = setup()
    store.setChainConnectors('eip155', [
      c({ id: 'phantom-evm', name: 'Phantom', type: 'ANNOUNCED' }),
    ])
    store.setChainConnectors('solana', [
      c({
        id: 'phantom-sol',
        name: 'Phantom',
        type: 'ANNOUNCED',
        chain: 'solana',
        imageUrl: 'p.png',
      }),
    ])
    expect(store.entries).toHaveLength(1)
    expect(store.entries[0]).toMatchObject({
      name: 'Phantom',
      type: 'MULTI_CHAIN',
      chains: ['eip155', 'solana'],
      imageUrl: 'p.png',
    })
    expect(store.entries[0]?.connectors.map((m) => m.id)).toEqual(['phantom-evm', 'phantom-sol'])
  })

  it('behavior: a name on a single chain keeps its own type', () => {
    const { store } = setup()
    store.setChainConnectors('eip155', [c({ id: 'mm', name: 'MetaMask', type: 'INJECTED' })])
    expect(store.entries[0]?.type).toBe('INJECTED')
  })

  it('behavior: an alias maps a wallet name to a shorter one, and aliased names merge', () => {
    const { store } = setup()
    store.setChainConnectors('eip155', [c({ id: 't1', name: 'Trust Wallet' })])
    store.setChainConnectors('solana', [c({ id: 't2', name: 'Trust', chain: 'solana' })])
    expect(store.entries.map((e) => [e.name, e.type])).toEqual([['Trust', 'MULTI_CHAIN']])
  })

  it('behavior: filtering by the active namespace shows only that namespace', () => {
    const { store } = setup()
    store.setChainConnectors('eip155', [c({ id: 'mm', name: 'MetaMask' })])
    store.setChainConnectors('solana', [c({ id: 'sf', name: 'Solflare', chain: 'solana' })])
    store.setFilterByNamespace('solana')
    expect(store.visible.map((e) => e.name)).toEqual(['Solflare'])
    store.setFilterByNamespace(undefined)
    expect(store.visible).toHaveLength(2)
  })

  it('behavior: the embedded auth connector is found per namespace', () => {
    const { store } = setup()
    store.setChainConnectors('eip155', [c({ id: 'AUTH', name: 'Auth', type: 'AUTH' })])
    expect(store.authConnector('eip155')?.id).toBe('AUTH')
    expect(store.authConnector('solana')).toBeUndefined()
  })

  it('default: connect-method order is email, social, wallet', () => {
    const { store } = setup()
    store.setChainConnectors('eip155', [c({ id: 'wc', name: 'WalletConnect', type: 'EXTERNAL' })])
    expect(store.connectMethodsOrder).toEqual(['email', 'social', 'wallet'])
  })

  it('behavior: connect-method order is wallet, email, social when an injected wallet is shown', () => {
    const { store } = setup()
    store.setChainConnectors('eip155', [c({ id: 'i', name: 'Browser Wallet', type: 'INJECTED' })])
    expect(store.connectMethodsOrder).toEqual(['wallet', 'email', 'social'])
  })

  it('behavior: connect-method order is wallet first when an announced wallet is shown', () => {
    const { store } = setup()
    store.setChainConnectors('solana', [
      c({ id: 'p', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }),
    ])
    expect(store.connectMethodsOrder[0]).toBe('wallet')
    store.setFilterByNamespace('eip155')
    expect(store.connectMethodsOrder[0]).toBe('email')
  })

  it('parameters: a configured connect-method order wins', () => {
    const { store } = setup({ connectMethodsOrder: ['social', 'wallet', 'email'] })
    store.setChainConnectors('eip155', [c({ id: 'i', name: 'Browser Wallet', type: 'INJECTED' })])
    expect(store.connectMethodsOrder).toEqual(['social', 'wallet', 'email'])
  })

  it('default: wallet feature order is onramp, swaps, receive, send', () => {
    expect(setup().store.walletFeatures).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it('parameters: disabled wallet features drop out of the order; a configured order wins', () => {
    expect(setup({ swaps: false }).store.walletFeatures).toEqual(['onramp', 'receive', 'send'])
    expect(setup({ walletFeaturesOrder: ['send', 'receive'] }).store.walletFeatures).toEqual([
      'send',
      'receive',
    ])
  })

  it('behavior: socials offered follow the messaging-app browser filter', () => {
    const ios: Platform = { device: 'mobile', os: 'ios', messagingAppBrowser: true }
    expect(setup({}, ios).store.socials).not.toContain('google')
    expect(setup({ socials: false }).store.socials).toEqual([])
  })

  it('behavior: recent wallets keep at most 2, newest first, without duplicates, and persist', () => {
    const { store, backend } = setup()
    store.addRecentWallet({ id: 'a', name: 'A' })
    store.addRecentWallet({ id: 'b', name: 'B' })
    store.addRecentWallet({ id: 'a', name: 'A' })
    store.addRecentWallet({ id: 'c', name: 'C' })
    expect(store.recentWallets.map((w) => w.id)).toEqual(['c', 'a'])
    expect(JSON.parse(backend.getItem('@portico/recentWallets') ?? '[]')).toHaveLength(2)
  })

  it('behavior: recent wallets are restored from storage', () => {
    const { store, backend } = setup()
    backend.setItem('@portico/recentWallets', JSON.stringify([{ id: 'x', name: 'X' }]))
    store.restoreRecentWallets()
    expect(store.recentWallets).toEqual([{ id: 'x', name: 'X' }])
  })

  it('behavior: a connector provider object is kept as is, not wrapped', () => {
    const { store } = setup()
    const provider = { request: async () => null }
    store.setChainConnectors('eip155', [c({ id: 'i', name: 'I', provider })])
    expect(store.connectors[0]?.provider).toBe(provider)
  })
})
