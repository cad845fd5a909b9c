import { describe, expect, it } from 'vitest'
import { WALLETCONNECT_RPC } from '../namespaces'
import { WALLETCONNECT_FAMILIES, walletConnectFamilies } from './registry'

describe('WALLETCONNECT_FAMILIES', () => {
  it('default: eip155, solana, bip122 and polkadot are served, each with its proposal methods', () => {
    expect(Object.keys(WALLETCONNECT_FAMILIES)).toEqual(['eip155', 'solana', 'bip122', 'polkadot'])
    expect(WALLETCONNECT_RPC.bip122.methods).toContain('signMessage')
    expect(WALLETCONNECT_RPC.polkadot.methods).toEqual(
      expect.arrayContaining(['polkadot_signMessage', 'polkadot_signTransaction']),
    )
    expect(WALLETCONNECT_RPC.solana.methods).toEqual(
      expect.arrayContaining([
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAndSendTransaction',
      ]),
    )
  })

  it('parameters: the families of the host’s namespaces, once each, in order', () => {
    const families = walletConnectFamilies(['solana', 'polkadot', 'eip155', 'solana'])
    expect(families.map((family) => family.namespace)).toEqual(['solana', 'polkadot', 'eip155'])
  })
})
