import type { AccountType } from '../caip/types'
import { formatMessage } from '../errors/catalogue'
import { compareDecimals, isPositiveDecimal, toDecimalString } from '../format/decimal'
import { invalid, readProperty, type Validation, valid } from './result'

/**
 * A swap amount must be greater than 0 (SPEC §5). Numbers and decimal strings are read exactly;
 * anything else is refused with "Please enter a valid amount". Never throws.
 *
 * @example
 * ```ts
 * validateSwapAmount(' 0.50') // { ok: true, value: '0.5' }
 * validateSwapAmount('0') // { ok: false, code: 'ENTER_VALID_AMOUNT' }
 * ```
 */
export function validateSwapAmount(amount: unknown): Validation<string> {
  const text = toDecimalString(amount)
  return text && isPositiveDecimal(text) ? valid(text) : invalid('ENTER_VALID_AMOUNT')
}

/**
 * The alert shown when a swap quote has no result (SPEC §5): "Incorrect amount" /
 * "Please enter a valid amount".
 */
export function incorrectAmountAlert(): { title: string; message: string } {
  return { title: formatMessage('INCORRECT_AMOUNT'), message: formatMessage('ENTER_VALID_AMOUNT') }
}

/** Inputs of {@link isInsufficientGasFunds}, in one currency (the swap uses USD). */
export interface GasFundsCheck {
  /** What the account holds of the network's native token. */
  networkBalance: unknown
  /** What the transaction's gas will cost. */
  gasCost: unknown
  accountType?: AccountType
}

/**
 * The gas-funds check (SPEC §5): it fails when the network balance is 0 (or unreadable) or the
 * gas cost is greater than it. Smart accounts skip it (their gas is sponsored or bundled).
 * An unreadable gas cost counts as 0. Never throws.
 *
 * @example
 * ```ts
 * isInsufficientGasFunds({ networkBalance: '0.50', gasCost: '0.51' }) // true
 * isInsufficientGasFunds({ networkBalance: '0', gasCost: '0', accountType: 'smartAccount' }) // false
 * ```
 */
export function isInsufficientGasFunds(check: GasFundsCheck): boolean {
  if (readProperty(check, 'accountType') === 'smartAccount') return false
  const networkBalance = readProperty(check, 'networkBalance')
  if (!isPositiveDecimal(networkBalance)) return true
  return compareDecimals(readProperty(check, 'gasCost'), networkBalance) === 1
}
