import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { object, optional } from './schema'
import { anyValue, either, integer, list, literal, text, where } from './schemaBounds'

describe('schemaBounds: bounded and refined schemas', () => {
  it('default: text keeps a string within its length and pattern, refuses the rest', () => {
    const id = text({ min: 1, max: 4, pattern: /^[a-z]+$/ })
    expect(id('abcd')).toBe('abcd')
    for (const bad of ['', 'abcde', 'ab1', 42, null, undefined]) expect(id(bad)).toBeUndefined()
    expect(text()('')).toBe('')
  })

  it('parameters: integer keeps safe integers within min..max (inclusive) only', () => {
    const count = integer({ min: 0, max: 10 })
    expect([0, 10].map(count)).toEqual([0, 10])
    for (const bad of [-1, 11, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '3', 2 ** 53]) {
      expect(count(bad)).toBeUndefined()
    }
  })

  it('behavior: literal, either and where accept exactly what they say', () => {
    expect(literal('READY')('READY')).toBe('READY')
    expect(literal('READY')('ready')).toBeUndefined()
    const chainId = either(text({ min: 1 }), integer({ min: 0 }))
    expect([chainId('eip155:1'), chainId(1), chainId(''), chainId(-1)]).toEqual([
      'eip155:1',
      1,
      undefined,
      undefined,
    ])
    const even = where(integer(), (n) => n % 2 === 0)
    expect([even(2), even(3)]).toEqual([2, undefined])
  })

  it('parameters: list refuses more than max items, or any bad item', () => {
    const small = list(integer(), 2)
    expect(small([1, 2])).toEqual([1, 2])
    expect(small([1, 2, 3])).toBeUndefined()
    expect(small([1, 'x'])).toBeUndefined()
    expect(small('12')).toBeUndefined()
  })

  it('behavior: anyValue keeps a value as it is; optional, a missing one is left out', () => {
    const reply = object({ result: optional(anyValue) })
    const result = { nested: [1] }
    expect(reply({ result })?.result).toBe(result)
    expect(reply({ result: null })).toEqual({ result: null })
    expect(reply({})).toEqual({})
  })

  it('behavior: none throws on any input (fast-check)', () => {
    const schemas = [text({ max: 3 }), integer(), literal(1), list(text(), 3), anyValue]
    fc.assert(
      fc.property(fc.anything(), (input) => {
        for (const schema of schemas) schema(input)
      }),
      { numRuns: 500 },
    )
  })
})
