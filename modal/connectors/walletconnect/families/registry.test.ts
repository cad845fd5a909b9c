import { describe, expect, it } from 'vitest'
import { WALLETCONNECT_RPC } from '../namespaces'
import { bip122Family } from './bip122'
import { polkadotFamily } from './polkadot'
import { servedFamilies, walletConnectFamilies } from './registry'
import { solanaFamily } from './solana'

describe('servedFamilies', () => {
  it('default: eip155 alone when the host passes no family', () => {
    expect(servedFamilies().map((family) => family.namespace)).toEqual(['eip155'])
  })

  it('parameters: eip155, then the families the host passed, each namespace once', () => {
    const served = servedFamilies([solanaFamily, polkadotFamily, bip122Family, solanaFamily])
    expect(served.map((family) => family.namespace)).toEqual([
      'eip155',
      'solana',
      'polkadot',
      'bip122',
    ])
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
})

describe('walletConnectFamilies', () => {
  it('parameters: the served families of the host’s namespaces, once each, in order', () => {
    const served = servedFamilies([solanaFamily, polkadotFamily])
    const families = walletConnectFamilies(['solana', 'polkadot', 'eip155', 'solana'], served)
    expect(families.map((family) => family.namespace)).toEqual(['solana', 'polkadot', 'eip155'])
  })

  it('behavior: a namespace whose family the host did not pass is not served', () => {
    const families = walletConnectFamilies(['solana', 'eip155', 'bip122'], servedFamilies())
    expect(families.map((family) => family.namespace)).toEqual(['eip155'])
  })
})
