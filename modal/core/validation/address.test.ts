import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isEvmAddress, isSolanaAddress } from './address'

const runs = { numRuns: 1000 }
const hex40 = fc.stringMatching(/^[0-9a-fA-F]{40}$/)

describe('EVM address (SPEC §5)', () => {
  it('behavior: accepts an optional 0x followed by 40 hex characters', () => {
    fc.assert(
      fc.property(hex40, fc.boolean(), (hex, prefixed) => {
        expect(isEvmAddress(prefixed ? `0x${hex}` : hex)).toBe(true)
      }),
      runs,
    )
  })

  it('behavior: refuses other lengths and non-hex characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{0,60}$/), (hex) => {
        fc.pre(hex.length !== 40)
        expect(isEvmAddress(`0x${hex}`)).toBe(false)
      }),
      runs,
    )
    expect(isEvmAddress(`0x${'g'.repeat(40)}`)).toBe(false)
    expect(isEvmAddress(`0X${'a'.repeat(40)}`)).toBe(false)
    expect(isEvmAddress(` 0x${'a'.repeat(40)}`)).toBe(false)
  })
})

describe('Solana address (SPEC §5)', () => {
  it('behavior: accepts 32 to 44 base58 characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/), (address) => {
        expect(isSolanaAddress(address)).toBe(true)
      }),
      runs,
    )
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
  })

  it('behavior: refuses wrong lengths and the characters base58 leaves out (0, O, I, l)', () => {
    expect(isSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isSolanaAddress('1'.repeat(45))).toBe(false)
    for (const bad of ['0', 'O', 'I', 'l']) expect(isSolanaAddress(bad.repeat(32))).toBe(false)
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{0,31}$/), (short) => {
        expect(isSolanaAddress(short)).toBe(false)
      }),
      runs,
    )
  })
})
