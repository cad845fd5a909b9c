import { describe, expect, it } from 'vitest'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../../core/caip/types'
import { buildProposalNamespaces, WALLETCONNECT_RPC } from './namespaces'

const net = (chainNamespace: ChainNamespace, caipNetworkId: CaipNetworkId): CaipNetwork => ({
  id: caipNetworkId.split(':')[1] ?? '',
  caipNetworkId,
  name: caipNetworkId,
  chainNamespace,
  nativeCurrency: { name: 'X', symbol: 'X', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

describe('buildProposalNamespaces', () => {
  it('default', () => {
    expect(buildProposalNamespaces([])).toEqual({})
  })

  it('behavior: one namespace per family, with its chains once each and that family’s methods and events', () => {
    const namespaces = buildProposalNamespaces([
      net('eip155', 'eip155:1'),
      net('eip155', 'eip155:8453'),
      net('eip155', 'eip155:1'),
      net('solana', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
      net('bip122', 'bip122:000000000019d6689c085ae165831e93'),
    ])
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana', 'bip122'])
    expect(namespaces.eip155).toEqual({
      chains: ['eip155:1', 'eip155:8453'],
      ...WALLETCONNECT_RPC.eip155,
    })
    expect(namespaces.solana?.methods).toContain('solana_signMessage')
    expect(namespaces.bip122?.events).toEqual(['bip122_addressesChanged'])
  })

  it('behavior: the family tables are copied, never shared with the result', () => {
    const namespaces = buildProposalNamespaces([
      net('polkadot', 'polkadot:91b171bb158e2d3848fa23a9f1c25182'),
    ])
    namespaces.polkadot?.methods.push('x')
    expect(WALLETCONNECT_RPC.polkadot.methods).not.toContain('x')
  })
})
