import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSignedMessage, isTransactionHash } from './hex'

const runs = { numRuns: 1000 }

describe('transaction hash and signed message (SPEC §5)', () => {
  it('behavior: a transaction hash is 0x followed by exactly 64 hex characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-fA-F]{64}$/), (hex) => {
        expect(isTransactionHash(`0x${hex}`)).toBe(true)
        expect(isTransactionHash(hex)).toBe(false)
      }),
      runs,
    )
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{0,80}$/), (hex) => {
        fc.pre(hex.length !== 64)
        expect(isTransactionHash(`0x${hex}`)).toBe(false)
      }),
      runs,
    )
  })

  it('behavior: a signed message is 0x followed by at least 62 hex characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-fA-F]{62,200}$/), (hex) => {
        expect(isSignedMessage(`0x${hex}`)).toBe(true)
      }),
      runs,
    )
    expect(isSignedMessage(`0x${'a'.repeat(61)}`)).toBe(false)
    expect(isSignedMessage(`0x${'a'.repeat(62)}z`)).toBe(false)
    expect(isSignedMessage('a'.repeat(64))).toBe(false)
  })
})
