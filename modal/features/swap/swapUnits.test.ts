import { describe, expect, it } from 'vitest'
import { fromBaseUnits, multiplyDecimals, toBaseUnits } from './swapUnits'

describe('swap units', () => {
  it('default: whole tokens and base units convert both ways', () => {
    expect(toBaseUnits('1.5', 6)).toBe(1_500_000n)
    expect(toBaseUnits('1', 18)).toBe(10n ** 18n)
    expect(fromBaseUnits(1_500_000n, 6)).toBe('1.5')
    expect(fromBaseUnits('2947123456', 6)).toBe('2947.123456')
    expect(fromBaseUnits(5n, 18)).toBe('0.000000000000000005')
  })

  it('parameters: extra digits are cut, garbage and negatives refused', () => {
    expect(toBaseUnits('0.1234567', 6)).toBe(123_456n)
    expect(toBaseUnits('-1', 6)).toBeUndefined()
    expect(toBaseUnits('abc', 6)).toBeUndefined()
    expect(multiplyDecimals('2', '0.0085')).toBe('0.017')
    expect(multiplyDecimals('x', '1')).toBe('0')
  })
})
