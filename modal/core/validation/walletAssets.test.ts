import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isWalletAssetsResponse } from './walletAssets'

const asset = fc.record({
  address: fc.string(),
  balance: fc.stringMatching(/^0x[0-9a-f]{0,20}$/),
  type: fc.constantFrom('ERC20' as const, 'NATIVE' as const),
  metadata: fc.record({
    name: fc.string(),
    symbol: fc.string(),
    decimals: fc.integer({ min: 0, max: 36 }),
    price: fc.double({ noNaN: true }),
    iconUrl: fc.string(),
  }),
})
const response = fc.dictionary(
  fc.stringMatching(/^0x[0-9a-f]{1,6}$/),
  fc.array(asset, { maxLength: 4 }),
)

describe('asset response check for recording an event (SPEC §5)', () => {
  it('behavior: accepted when every asset has the right types', () => {
    fc.assert(
      fc.property(response, (value) => {
        expect(isWalletAssetsResponse(value)).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })

  it('behavior: refused when any one field of any asset has the wrong type', () => {
    const good = {
      address: '0xtoken',
      balance: '0x10',
      type: 'ERC20',
      metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, iconUrl: '' },
    }
    expect(isWalletAssetsResponse({ '0x1': [good] })).toBe(true)
    const broken = [
      { ...good, address: 1 },
      { ...good, balance: 16 },
      { ...good, balance: '16' },
      { ...good, type: 'ERC721' },
      { ...good, metadata: null },
      { ...good, metadata: { ...good.metadata, decimals: '6' } },
      { ...good, metadata: { ...good.metadata, price: '1' } },
      { ...good, metadata: { ...good.metadata, iconUrl: undefined } },
    ]
    for (const bad of broken) expect(isWalletAssetsResponse({ '0x1': [good, bad] })).toBe(false)
    expect(isWalletAssetsResponse({ '0x1': good })).toBe(false)
    expect(isWalletAssetsResponse([[good]])).toBe(false)
  })
})
