import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isWalletSendCalls } from './sendCalls'

const runs = { numRuns: 1000 }
const hexish = fc.stringMatching(/^0x[0-9a-f]{0,64}$/)
const call = fc.record({ to: hexish, data: hexish, value: fc.anything() }, { requiredKeys: ['to'] })

describe('wallet send-calls (SPEC §5)', () => {
  it('behavior: accepts calls whose to starts with 0x and whose data, if given, starts with 0x', () => {
    fc.assert(
      fc.property(fc.array(call, { maxLength: 5 }), (calls) => {
        expect(isWalletSendCalls(calls)).toBe(true)
      }),
      runs,
    )
  })

  it('behavior: refuses a batch with one call whose to does not start with 0x', () => {
    fc.assert(
      fc.property(fc.array(call, { maxLength: 4 }), fc.string(), (calls, to) => {
        fc.pre(!to.startsWith('0x'))
        expect(isWalletSendCalls([...calls, { to }])).toBe(false)
      }),
      runs,
    )
    expect(isWalletSendCalls([{}])).toBe(false)
  })

  it('behavior: refuses data that does not start with 0x', () => {
    expect(isWalletSendCalls([{ to: '0xabc', data: 'abc' }])).toBe(false)
    expect(isWalletSendCalls([{ to: '0xabc', data: 12 }])).toBe(false)
    expect(isWalletSendCalls([{ to: '0xabc', data: '0x' }])).toBe(true)
  })

  it('parameters: a non-list is refused', () => {
    expect(isWalletSendCalls({ to: '0xabc' })).toBe(false)
  })
})
