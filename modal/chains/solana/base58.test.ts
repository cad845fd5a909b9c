import { PublicKey } from '@solana/web3.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58'

describe('base58', () => {
  it('default: decoding undoes encoding, leading zero bytes included', () => {
    for (const bytes of [
      new Uint8Array(32),
      new Uint8Array([0, 0, 1, 2, 255]),
      new TextEncoder().encode('Sign in to the lab'),
    ]) {
      expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes)
    }
  })

  it('behavior: agrees with @solana/web3.js PublicKey on any 32 bytes, both ways', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const key = new PublicKey(bytes)
        expect(encodeBase58(bytes)).toBe(key.toBase58())
        expect(decodeBase58(key.toBase58())).toEqual(bytes)
      }),
      { numRuns: 500 },
    )
  })

  it('parameters: a character outside the alphabet (0, O, I, l) decodes to nothing', () => {
    for (const text of ['0abc', 'Oops', 'I1', 'l1', 'a b']) {
      expect(decodeBase58(text)).toBeUndefined()
    }
  })
})
