import { ens_normalize } from '@adraffy/ens-normalize'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normalizeEnsName } from './ensName'
import { loadEnsNormalizer } from './loadEnsNormalizer'

const runs = { numRuns: 1000 }

/** ENSIP-15's reference implementation: the normalized name, or undefined where it refuses. */
function reference(name: string): string | undefined {
  try {
    return ens_normalize(name)
  } catch {
    return undefined
  }
}

/** Names from labels of ASCII, Latin, Cyrillic, Greek, emoji and joiners: refusals and passes. */
const labelChar = fc.constantFrom(
  ...'abcXYZ019-_$'.split(''),
  'é',
  'Å',
  'ß',
  'а',
  'е',
  'о',
  'Ω',
  'ο',
  '💩',
  '👨‍👩‍👧',
  '\u200d',
  '\u0301',
  'ﬁ',
  '０',
  ' ',
)
const name = fc
  .array(
    fc.array(labelChar, { minLength: 0, maxLength: 8 }).map((cs) => cs.join('')),
    {
      minLength: 1,
      maxLength: 3,
    },
  )
  .map((labels) => labels.join('.'))

describe('normalizeEnsName (ENSIP-15, against @adraffy/ens-normalize)', () => {
  it('default: lower-cases and maps what ENSIP-15 maps', () => {
    expect(normalizeEnsName('Alice.ETH')).toEqual({ ok: true, value: 'alice.eth' })
    expect(normalizeEnsName('ÅLICE.portico.id')).toEqual({ ok: true, value: 'ålice.portico.id' })
  })

  it('behavior: agrees with ens_normalize on any name, and refuses where it throws', () => {
    fc.assert(
      fc.property(name, (candidate) => {
        const expected = reference(candidate)
        expect(normalizeEnsName(candidate)).toEqual(
          expected === undefined || expected === ''
            ? { ok: false, code: 'NAME_NOT_NORMALIZED' }
            : { ok: true, value: expected },
        )
      }),
      runs,
    )
  })

  it('parameters: punycode, a Cyrillic look-alike, an empty label and no name are refused', async () => {
    const normalize = await loadEnsNormalizer()
    for (const refused of [
      'xn--80ak6aa92e.eth',
      'xn--abcd.portico.id',
      'раураl.eth',
      'a..b',
      '',
      42,
    ]) {
      expect(normalize(refused)).toEqual({ ok: false, code: 'NAME_NOT_NORMALIZED' })
    }
  })
})
