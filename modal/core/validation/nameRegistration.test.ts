import { ens_normalize } from '@adraffy/ens-normalize'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatMessage } from '../errors/catalogue'
import {
  COIN_TYPE_HIGH_BIT,
  checkAccountName,
  coinTypeForChainId,
  isAccountName,
} from './nameRegistration'

const runs = { numRuns: 1000 }

/** A host-name label of 4 to 63: letter or digit at both ends, no hyphens at 3–4. */
const label = fc
  .stringMatching(/^[a-zA-Z0-9][a-zA-Z0-9-]{2,61}[a-zA-Z0-9]$/)
  .filter((name) => name.slice(2, 4) !== '--')

/** @adraffy/ens-normalize's answer (ENSIP-15's reference implementation), or undefined. */
function ensNormalized(name: string): string | undefined {
  try {
    return ens_normalize(name)
  } catch {
    return undefined
  }
}

describe('account name (SPEC §5)', () => {
  it('behavior: accepts letters, digits and hyphens, 4 to 63, as one host-name label', () => {
    fc.assert(
      fc.property(label, (name) => {
        expect(checkAccountName(name)).toEqual({ ok: true, value: name })
      }),
      runs,
    )
    expect(isAccountName('a'.repeat(63))).toBe(true)
  })

  it('behavior: what it accepts, ENSIP-15 accepts too, as the full name, normalized to lower case', () => {
    fc.assert(
      fc.property(label, (name) => {
        expect(ensNormalized(`${name}.portico.id`)).toBe(`${name.toLowerCase()}.portico.id`)
      }),
      runs,
    )
  })

  it('parameters: a hyphen at either end or at the 3rd and 4th characters is NAME_HYPHENS (xn-- too)', () => {
    for (const name of [
      '-abcd',
      'abcd-',
      '----',
      '-bobby',
      'bobby-',
      'xn--abcd',
      'xn--80ak6aa92e',
      'ab--cd',
    ]) {
      expect(checkAccountName(name)).toEqual({ ok: false, code: 'NAME_HYPHENS' })
    }
    // ENSIP-15 itself refuses `??--` labels; a leading or trailing hyphen it allows, this rule does not.
    expect(ensNormalized('xn--abcd.portico.id')).toBeUndefined()
    expect(ensNormalized('-abcd.portico.id')).toBe('-abcd.portico.id')
    expect(isAccountName('a-b-c-d')).toBe(true)
  })

  it('parameters: more than 63 characters is NAME_TOO_LONG, a 1,000-character label included', () => {
    expect(checkAccountName('a'.repeat(64))).toEqual({ ok: false, code: 'NAME_TOO_LONG' })
    expect(checkAccountName('a'.repeat(1000))).toEqual({ ok: false, code: 'NAME_TOO_LONG' })
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
      expect(checkAccountName(name)).toEqual({ ok: false, code: 'INVALID_INPUT' })
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
