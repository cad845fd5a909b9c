import { base58 } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatMessage } from '../errors/catalogue'
import { validateSolanaSend } from './solanaSend'

const receiver = '11111111111111111111111111111111'

describe('Solana send (SPEC §5)', () => {
  it('behavior: an amount above 0 and a receiver are accepted', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9][0-9]{0,5}(\.[0-9]{1,9})?$/),
        fc.uint8Array({ minLength: 32, maxLength: 32 }).map((key) => base58.encode(key)),
        (amount, to) => {
          expect(validateSolanaSend({ amount, receiver: to }).ok).toBe(true)
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('behavior: a missing amount or receiver is refused with "Please enter a valid amount and receiver address"', () => {
    const cases = [
      { amount: '', receiver },
      { amount: '0', receiver },
      { amount: undefined, receiver },
      { amount: '1', receiver: '' },
      { amount: '1', receiver: undefined },
      { amount: '1', receiver: '0xnot-solana' },
    ]
    for (const input of cases) {
      expect(validateSolanaSend(input)).toEqual({ ok: false, code: 'SOLANA_SEND_INVALID' })
    }
    expect(formatMessage('SOLANA_SEND_INVALID')).toBe(
      'Please enter a valid amount and receiver address',
    )
  })
})
