import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compareDecimals, parseDecimal, toDecimalString } from './decimal'
import {
  formatBalance,
  formatNumber,
  formatSwapDestinationAmount,
  formatTransferAmount,
  truncateDecimal,
  UNFETCHED_BALANCE,
} from './number'

describe('number formatting (SPEC §9 Display)', () => {
  it('behavior: the balance is truncated, not rounded, to 3 decimals', () => {
    expect(formatBalance('1.23999', 'ETH')).toBe('1.239 ETH')
    expect(formatBalance('0.9999999')).toBe('0.999')
    expect(formatBalance(2.5)).toBe('2.5')
    expect(formatBalance('123456789012345678901.987654')).toBe('123,456,789,012,345,678,901.987')
  })

  it('behavior: truncation never exceeds the value and keeps at most 3 decimals', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,12}\.[0-9]{0,18}$/), (value) => {
        const cut = truncateDecimal(value, 3)!
        expect(cut.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(3)
        expect(compareDecimals(cut, value)).not.toBe(1)
      }),
      { numRuns: 1000 },
    )
  })

  it('parameters: a zero or unreadable balance shows 0.000; an unfetched one 0.00', () => {
    expect(formatBalance('0.0004', 'SOL')).toBe('0.000 SOL')
    expect(formatBalance('n/a')).toBe('0.000')
    expect(UNFETCHED_BALANCE).toBe('0.00')
  })

  it('behavior: the destination swap amount shows up to 6 decimals', () => {
    expect(formatSwapDestinationAmount('0.1234567')).toBe('0.123457')
    expect(formatSwapDestinationAmount('1500')).toBe('1,500')
  })

  it('behavior: transfer amounts show up to 3 decimals', () => {
    expect(formatTransferAmount('12.34567')).toBe('12.346')
    expect(formatTransferAmount('0.1')).toBe('0.1')
  })

  it('default: other numbers show 2 fraction digits', () => {
    expect(formatNumber('1234.5')).toBe('1,234.50')
    expect(formatNumber(0.005)).toBe('0.01')
    expect(formatNumber('garbage')).toBe('0.00')
  })

  it('parameters: numbers in exponent form are read exactly', () => {
    expect(toDecimalString(1e-7)).toBe('0.0000001')
    expect(toDecimalString(1.5e21)).toBe('1500000000000000000000')
    expect(parseDecimal('1e5')).toBeUndefined()
    expect(compareDecimals('0.10', 0.1)).toBe(0)
    expect(compareDecimals('-2', '1')).toBe(-1)
  })
})
