import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatMessage } from '../errors/catalogue'
import { COIN_TYPE_HIGH_BIT, coinTypeForChainId, isAccountName } from './nameRegistration'

const runs = { numRuns: 1000 }

describe('account name (SPEC §5)', () => {
  it('behavior: accepts letters, digits and hyphens, at least 4 characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9-]{4,40}$/), (name) => {
        expect(isAccountName(name)).toBe(true)
      }),
      runs,
    )
  })

  it('behavior: refuses fewer than 4 characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9-]{0,3}$/), (name) => {
        expect(isAccountName(name)).toBe(false)
      }),
      runs,
    )
  })

  it('behavior: refuses any other character', () => {
    for (const name of ['alice.eth', 'al ice', 'alice_', 'ålice', 'alice!', 'a\nbcd']) {
      expect(isAccountName(name)).toBe(false)
    }
  })
})

describe('name registration chain id and coin type (SPEC §5)', () => {
  it('behavior: a chain id below 2147483648 gives the coin type 2147483648 + chainId', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: COIN_TYPE_HIGH_BIT - 1 }), (chainId) => {
        expect(coinTypeForChainId(chainId)).toEqual({
          ok: true,
          value: COIN_TYPE_HIGH_BIT + chainId,
        })
        expect(coinTypeForChainId(String(chainId))).toEqual({
          ok: true,
          value: COIN_TYPE_HIGH_BIT + chainId,
        })
      }),
      runs,
    )
    expect(coinTypeForChainId(1)).toEqual({ ok: true, value: 2147483649 })
    expect(coinTypeForChainId(8453)).toEqual({ ok: true, value: 2147492101 })
  })

  it('behavior: 2147483648 and above are refused with "Invalid chainId"', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: COIN_TYPE_HIGH_BIT, max: Number.MAX_SAFE_INTEGER }),
        (chainId) => {
          expect(coinTypeForChainId(chainId)).toEqual({ ok: false, code: 'INVALID_CHAIN_ID' })
        },
      ),
      runs,
    )
    expect(formatMessage('INVALID_CHAIN_ID')).toBe('Invalid chainId')
  })

  it('parameters: negative, fractional and non-numeric chain ids are refused', () => {
    for (const chainId of [-1, 1.5, Number.NaN, '0x1', '', 'eip155:1', null]) {
      expect(coinTypeForChainId(chainId).ok).toBe(false)
    }
  })
})
