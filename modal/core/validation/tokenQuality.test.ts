import { describe, expect, it } from 'vitest'
import { filterLowQualityTokens } from './tokenQuality'

describe('token low-quality filter (SPEC §3)', () => {
  it('behavior: tokens whose quantity decimals is "0" are dropped', () => {
    const usdc = { symbol: 'USDC', quantity: { decimals: '6', numeric: '10' } }
    const spam = { symbol: 'SPAM', quantity: { decimals: '0', numeric: '1000000' } }
    const eth = { symbol: 'ETH', quantity: { decimals: '18', numeric: '1.5' } }
    expect(filterLowQualityTokens([usdc, spam, eth])).toEqual([usdc, eth])
  })

  it('parameters: entries without a quantity are dropped, not thrown on', () => {
    expect(filterLowQualityTokens([null, { symbol: 'X' }] as never)).toEqual([])
  })
})
