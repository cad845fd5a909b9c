import { describe, expect, it } from 'vitest'
import { DEFAULT_ACCOUNT_TYPES } from '../options/resolveOptions'
import { ACCOUNT_TABS } from './chainState'
import { ChainStore } from './chainStore'
import { base, mainnet, solanaMainnet } from './testing/fixtures'

const setup = () => new ChainStore([mainnet, base, solanaMainnet], DEFAULT_ACCOUNT_TYPES, undefined)

describe('ChainStore', () => {
  it('default: every SPEC §3 account-state field exists on each chain', () => {
    const account = setup().account('eip155')
    expect(Object.keys(account ?? {}).sort()).toEqual(
      [
        'caipAddress',
        'address',
        'balance',
        'balanceSymbol',
        'profileName',
        'profileImage',
        'addressExplorerUrl',
        'tokenBalance',
        'connectedWalletInfo',
        'preferredAccountType',
        'socialProvider',
        'socialWindow',
        'farcasterUrl',
        'allAccounts',
        'user',
        'smartAccountDeployed',
        'currentTab',
        'status',
      ].sort(),
    )
  })

  it('default: every SPEC §3 network-state field exists, with the configured networks per chain', () => {
    const network = setup().network('eip155')
    expect(Object.keys(network ?? {}).sort()).toEqual(
      [
        'caipNetwork',
        'requestedCaipNetworks',
        'approvedCaipNetworkIds',
        'supportsAllNetworks',
        'smartAccountEnabledNetworks',
      ].sort(),
    )
    expect(network?.requestedCaipNetworks.map((n) => n.id)).toEqual([1, 8453])
    expect(network?.caipNetwork?.id).toBe(1)
  })

  it('default: account tabs are Tokens, NFTs, Activity and the first is selected', () => {
    expect(ACCOUNT_TABS).toEqual(['Tokens', 'NFTs', 'Activity'])
    expect(setup().account('solana')?.currentTab).toBe(0)
  })

  it('behavior: setting the active network makes its namespace active and marks a namespace switch', () => {
    const chains = setup()
    chains.setActiveCaipNetwork(solanaMainnet)
    expect(chains.activeNamespace).toBe('solana')
    expect(chains.activeCaipNetwork?.caipNetworkId).toBe(solanaMainnet.caipNetworkId)
    expect(chains.isSwitchingNamespace).toBe(true)
    chains.clearNamespaceSwitch()
    expect(chains.isSwitchingNamespace).toBe(false)
  })

  it('behavior: resetting an account restores the default account type and disconnects it', () => {
    const chains = setup()
    chains.setAccount('eip155', {
      preferredAccountType: 'eoa',
      status: 'connected',
      address: '0x1',
    })
    chains.resetAccount('eip155')
    expect(chains.account('eip155')).toMatchObject({
      preferredAccountType: 'smartAccount',
      status: 'disconnected',
      address: undefined,
    })
  })

  it('behavior: removing the active chain makes the first other chain active', () => {
    const chains = setup()
    chains.removeChain('eip155')
    expect(chains.activeNamespace).toBe('solana')
  })

  it('behavior: chains answer status per namespace', () => {
    const chains = setup()
    chains.setAccount('solana', { status: 'connecting' })
    expect(chains.status('solana')).toBe('connecting')
    expect(chains.status('polkadot')).toBe('disconnected')
    expect(chains.isConnected('solana')).toBe(false)
  })
})
