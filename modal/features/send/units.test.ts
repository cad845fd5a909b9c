import { describe, expect, it } from 'vitest'
import { amountAfterFee, formatFeeAmount, fromBaseUnits, toBaseUnits, usdOf } from './units'

describe('toBaseUnits / fromBaseUnits', () => {
  it('default: a typed amount becomes base units and back', () => {
    expect(toBaseUnits('0.5', 18)).toBe(500_000_000_000_000_000n)
    expect(toBaseUnits('12.25', 6)).toBe(12_250_000n)
    expect(fromBaseUnits(12_250_000n, 6)).toBe('12.25')
    expect(fromBaseUnits(5n, 18)).toBe('0.000000000000000005')
    expect(fromBaseUnits(3_000_000n, 6)).toBe('3')
  })

  it('parameters: garbage, negatives and too many decimals are refused', () => {
    expect(toBaseUnits('', 6)).toBeUndefined()
    expect(toBaseUnits('abc', 6)).toBeUndefined()
    expect(toBaseUnits('-1', 6)).toBeUndefined()
    expect(toBaseUnits('1e5', 6)).toBeUndefined()
    expect(toBaseUnits('0.0000001', 6)).toBeUndefined()
    expect(toBaseUnits('1.50000000', 6)).toBe(1_500_000n)
  })

  it('behavior: USD values need a price', () => {
    expect(usdOf('2', 1.5)).toBe(3)
    expect(usdOf('2', 0)).toBeUndefined()
  })

  it('parameters: "Max" on the native token leaves the fee, and never goes below 0', () => {
    expect(amountAfterFee('1', 18, 10n ** 16n)).toBe('0.99')
    expect(amountAfterFee('0.001', 18, 10n ** 16n)).toBe('0')
  })

  it('parameters: a fee reads 4 digits past its leading zeros, grouped for the locale', () => {
    expect(formatFeeAmount('0.000021000000123456', 'en')).toBe('0.000021')
    expect(formatFeeAmount('0.00014123', 'en')).toBe('0.0001412')
    expect(formatFeeAmount('0.0157', 'en')).toBe('0.0157')
    expect(formatFeeAmount('1234.56789', 'de')).toBe('1.234,5679')
  })
})
