import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { incorrectAmountAlert, isInsufficientGasFunds, validateSwapAmount } from './swap'

const runs = { numRuns: 1000 }
const positive = fc.stringMatching(/^[0-9]{1,6}(\.[0-9]{1,8})?$/).filter((s) => /[1-9]/.test(s))

describe('swap amount (SPEC §5)', () => {
  it('behavior: an amount greater than 0 is accepted', () => {
    fc.assert(
      fc.property(positive, (amount) => {
        expect(validateSwapAmount(amount).ok).toBe(true)
      }),
      runs,
    )
    expect(validateSwapAmount(0.000001)).toEqual({ ok: true, value: '0.000001' })
  })

  it('behavior: 0, negatives and non-numbers are refused with "Please enter a valid amount"', () => {
    for (const amount of [
      '0',
      '0.000',
      '-1',
      '',
      'abc',
      '1e5',
      Number.NaN,
      -0.1,
      null,
      undefined,
    ]) {
      expect(validateSwapAmount(amount)).toEqual({ ok: false, code: 'ENTER_VALID_AMOUNT' })
    }
  })

  it('default: the no-quote alert is "Incorrect amount" / "Please enter a valid amount"', () => {
    expect(incorrectAmountAlert()).toEqual({
      title: 'Incorrect amount',
      message: 'Please enter a valid amount',
    })
  })
})

describe('gas-funds check (SPEC §5)', () => {
  it('behavior: fails when the network balance is 0', () => {
    expect(isInsufficientGasFunds({ networkBalance: '0', gasCost: '0' })).toBe(true)
    expect(isInsufficientGasFunds({ networkBalance: 0, gasCost: '0.01' })).toBe(true)
  })

  it('behavior: fails when the gas cost is greater than the balance, passes otherwise', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (balanceCents, gasCents) => {
          const insufficient = isInsufficientGasFunds({
            networkBalance: (balanceCents / 100).toFixed(2),
            gasCost: (gasCents / 100).toFixed(2),
          })
          expect(insufficient).toBe(gasCents > balanceCents)
        },
      ),
      runs,
    )
  })

  it('behavior: smart accounts skip the check', () => {
    expect(
      isInsufficientGasFunds({ networkBalance: '0', gasCost: '5', accountType: 'smartAccount' }),
    ).toBe(false)
    expect(isInsufficientGasFunds({ networkBalance: '0', gasCost: '5', accountType: 'eoa' })).toBe(
      true,
    )
  })

  it('parameters: an unreadable balance fails; an unreadable gas cost counts as 0', () => {
    expect(isInsufficientGasFunds({ networkBalance: 'n/a', gasCost: '0' })).toBe(true)
    expect(isInsufficientGasFunds({ networkBalance: '1', gasCost: undefined })).toBe(false)
  })
})
