import { describe, expect, it } from 'vitest'
import { WALLETCONNECT_RPC } from '../namespaces'
import { WALLETCONNECT_FAMILIES, walletConnectFamilies } from './registry'

describe('WALLETCONNECT_FAMILIES', () => {
  it('default: eip155 and solana are served, each with its proposal methods', () => {
    expect(Object.keys(WALLETCONNECT_FAMILIES)).toEqual(['eip155', 'solana'])
    expect(WALLETCONNECT_RPC.solana.methods).toEqual(
      expect.arrayContaining([
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAndSendTransaction',
      ]),
    )
  })

  it('parameters: only the registered families of the host’s namespaces, once each, in order', () => {
    const families = walletConnectFamilies(['solana', 'polkadot', 'eip155', 'solana'])
    expect(families.map((family) => family.namespace)).toEqual(['solana', 'eip155'])
  })
})
