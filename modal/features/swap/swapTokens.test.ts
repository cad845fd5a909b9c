import { describe, expect, it } from 'vitest'
import { isSwapNetwork, nativeTokenAddress } from './swapConstants'
import { TEST_BASE } from './swapTestDeps'
import { readSwapTokens, searchTokens, sortSuggested, withBalances } from './swapTokens'

const item = (symbol: string, extra: Record<string, unknown> = {}) => ({
  address: `eip155:8453:0x${symbol.padEnd(40, '0')}`,
  symbol,
  name: `${symbol} token`,
  decimals: 18,
  logoUri: 'http://127.0.0.1/x.svg',
  price: 2,
  ...extra,
})

describe('swap tokens', () => {
  it('default: suggested tokens lead in the SPEC §9 order, the rest keep the API order', () => {
    const tokens = ['DAI', 'USDC', 'SOL', 'ZRX', 'AAVE', '1INCH', 'UNI', 'ETH'].map((s) => ({
      symbol: s,
    }))
    expect(sortSuggested(tokens).map((t) => t.symbol)).toEqual([
      'ETH',
      'UNI',
      '1INCH',
      'AAVE',
      'SOL',
      'USDC',
      'DAI',
      'ZRX',
    ])
  })

  it('parameters: malformed API items are dropped (address, symbol, decimals), prices sanitised', () => {
    const read = readSwapTokens([
      item('UNI'),
      item('BAD1', { address: '0xabc' }),
      item('', {}),
      item('BAD2', { decimals: 7.5 }),
      item('BAD3', { decimals: 99 }),
      item('NOPRICE', { price: 'free', logoUri: 5 }),
      null,
      'text',
    ])
    expect(read.map((t) => t.symbol)).toEqual(['UNI', 'NOPRICE'])
    expect(read[1]).toMatchObject({ price: 0, logoUri: undefined, quantity: '0' })
  })

  it('behavior: search matches symbol, name or address; balances attach by CAIP address', () => {
    const tokens = readSwapTokens([item('UNI'), item('USDC', { decimals: 6 })])
    expect(searchTokens(tokens, ' usd ').map((t) => t.symbol)).toEqual(['USDC'])
    expect(searchTokens(tokens, 'uni token').map((t) => t.symbol)).toEqual(['UNI'])
    const held = withBalances(
      tokens,
      [
        {
          name: 'USDC',
          symbol: 'USDC',
          chainId: 'eip155:8453',
          address: tokens[1]!.address.toUpperCase(),
          price: 1,
          quantity: { decimals: '6', numeric: '12.5' },
          iconUrl: '',
        },
      ],
      undefined,
    )
    expect(held.map((t) => t.quantity)).toEqual(['0', '12.5'])
  })

  it('parameters: the swap list and the native placeholder per namespace', () => {
    expect(isSwapNetwork(TEST_BASE)).toBe(true)
    expect(isSwapNetwork({ ...TEST_BASE, id: 31337 })).toBe(false)
    expect(isSwapNetwork(undefined)).toBe(false)
    expect(nativeTokenAddress(TEST_BASE)).toBe(
      'eip155:8453:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    )
    expect(
      nativeTokenAddress({ ...TEST_BASE, chainNamespace: 'bip122', caipNetworkId: 'bip122:x' }),
    ).toBeUndefined()
  })
})
