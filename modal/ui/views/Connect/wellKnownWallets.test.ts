import { describe, expect, it } from 'vitest'
import { safeLinkUrl } from '../../../core/validation/urlPolicy'
import { WELL_KNOWN_LIMIT, wellKnownWallets } from './wellKnownWallets'

describe('wellKnownWallets', () => {
  it('default: an eip155 site gets the best known EVM wallets', () => {
    expect(wellKnownWallets(['eip155']).map((w) => w.name)).toEqual([
      'MetaMask',
      'Coinbase Wallet',
      'Rainbow',
    ])
  })

  it('parameters: several families interleave, the first family first, at most the limit', () => {
    const names = wellKnownWallets(['solana', 'eip155', 'bip122', 'polkadot']).map((w) => w.name)
    expect(names).toEqual(['Phantom', 'MetaMask', 'Xverse', 'Talisman'])
    expect(wellKnownWallets(['solana', 'eip155']).map((w) => w.name)).toEqual([
      'Phantom',
      'MetaMask',
      'Solflare',
      'Coinbase Wallet',
    ])
    expect(names).toHaveLength(WELL_KNOWN_LIMIT)
  })

  it('behavior: every site passes the URL policy as it is (https, unchanged)', () => {
    for (const wallet of wellKnownWallets(['eip155', 'solana', 'bip122', 'polkadot', 'eip155'])) {
      expect(safeLinkUrl(wallet.homepage)).toBe(wallet.homepage)
      expect(wallet.homepage.startsWith('https://')).toBe(true)
    }
    expect(wellKnownWallets([])).toEqual([])
  })
})
