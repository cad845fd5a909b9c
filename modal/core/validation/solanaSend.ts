import { isPositiveDecimal, toDecimalString } from '../format/decimal'
import { isSolanaAddress } from './address'
import { invalid, readProperty, type Validation, valid } from './result'

/**
 * A Solana send needs both an amount (> 0) and a receiver (a Solana address), else
 * "Please enter a valid amount and receiver address" (SPEC §5). Never throws.
 *
 * @example
 * ```ts
 * validateSolanaSend({ amount: '0.1', receiver: '11111111111111111111111111111111' }).ok // true
 * validateSolanaSend({ amount: '', receiver: '' }) // { ok: false, code: 'SOLANA_SEND_INVALID' }
 * ```
 */
export function validateSolanaSend(input: {
  amount: unknown
  receiver: unknown
}): Validation<{ amount: string; receiver: string }> {
  const amount = toDecimalString(readProperty(input, 'amount'))
  const receiver = readProperty(input, 'receiver')
  if (!amount || !isPositiveDecimal(amount) || !isSolanaAddress(receiver)) {
    return invalid('SOLANA_SEND_INVALID')
  }
  return valid({ amount, receiver })
}
