import { describe, expect, it } from 'vitest'
import { formatAmount, formatUnfetchedAmount } from './formatAmount'
import { formatUsd } from './formatUsd'
import { formattersFor } from './useFormat'

// Intl writes a narrow no-break space in some locales' currency output; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatAmount', () => {
  it('default: cut (not rounded) to 3 decimals, trailing zeros dropped, grouped (en)', () => {
    expect(formatAmount('9999.99999', { locale: 'en', symbol: 'ETH' })).toBe('9,999.999 ETH')
    expect(formatAmount('10000', { locale: 'en', symbol: 'USDC' })).toBe('10,000 USDC')
    expect(formatAmount('1.5000', { locale: 'en' })).toBe('1.5')
    expect(formatAmount('0.0004', { locale: 'en', symbol: 'ETH' })).toBe('0.000 ETH')
  })

  it('parameters: German groups with "." and writes decimals with ","', () => {
    expect(formatAmount('9999.995', { locale: 'de', symbol: 'ETH' })).toBe('9.999,995 ETH')
    expect(formatAmount('10000', { locale: 'de', symbol: 'USDC' })).toBe('10.000 USDC')
  })

  it('behavior: long decimal strings stay exact; unreadable input shows 0; unknown locale is English', () => {
    expect(formatAmount('123456789012345678.123456', { locale: 'en' })).toBe(
      '123,456,789,012,345,678.123',
    )
    expect(formatAmount('abc', { locale: 'en', symbol: 'ETH' })).toBe('0.000 ETH')
    expect(formatAmount(2.5, { locale: 'not a locale!', symbol: 'SOL' })).toBe('2.5 SOL')
  })

  it('parameters: an unfetched balance shows 0.00 (SPEC) in the locale', () => {
    expect(formatUnfetchedAmount({ locale: 'en', symbol: 'ETH' })).toBe('0.00 ETH')
    expect(formatUnfetchedAmount({ locale: 'de', symbol: 'ETH' })).toBe('0,00 ETH')
  })
})

describe('formatUsd', () => {
  it('default: dollar sign, 2 decimals, thousands separators (en)', () => {
    expect(formatUsd(10000, 'en')).toBe('$10,000.00')
    expect(formatUsd('0.126', 'en')).toBe('$0.13')
    expect(formatUsd(0.0021, 'en', { maximumFractionDigits: 4 })).toBe('$0.0021')
  })

  it('parameters: German writes "10.000,00 $"', () => {
    expect(plain(formatUsd(10000, 'de'))).toBe('10.000,00 $')
    expect(plain(formattersFor('de').usd('1234.5'))).toBe('1.234,50 $')
  })
})
