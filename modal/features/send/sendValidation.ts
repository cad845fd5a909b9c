import type { ChainNamespace } from '../../core/caip/types'
import type { SendToken } from './sendTokens'
import { toBaseUnits } from './units'

/** An inline error of the send form; each has an i18n key `send.error.<code>`. */
export type SendFieldError =
  | 'invalidAddress'
  | 'amountNotPositive'
  | 'invalidAmount'
  | 'insufficientBalance'
  | 'insufficientGas'

/** What the form holds, as the checks need it. */
export interface SendFormValues {
  token: SendToken | undefined
  /** The native token of the network (for the gas check). */
  native: SendToken | undefined
  amount: string
  /** The receiver as typed: an address or a name. */
  receiver: string
  /** The fee estimate in native base units, once known. */
  fee: bigint | undefined
  /** Smart accounts skip the gas-funds check (SPEC §5, §6). */
  smartAccount: boolean
  /** The namespace's address check (the adapter's isValidAddress). */
  isValidAddress: (address: string) => boolean
}

/** A receiver that is not an address but could be a name to resolve (e.g. alice.portico.id). */
export function looksLikeName(receiver: string): boolean {
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(receiver.trim())
}

/**
 * The form's inline errors, shown next to their fields before the wallet is ever asked
 * (SPEC §4, §5): the amount must be a decimal above 0 and within the balance; the receiver must
 * be a valid address or a name; the native balance must cover the fee (plus the amount when
 * sending the native token), unless the account is a smart account.
 *
 * @example
 * ```ts
 * validateSendForm({ ...values, amount: '0' }).amount // 'amountNotPositive'
 * ```
 */
export function validateSendForm(values: SendFormValues): {
  amount?: SendFieldError
  receiver?: SendFieldError
} {
  const errors: { amount?: SendFieldError; receiver?: SendFieldError } = {}
  const receiver = values.receiver.trim()
  if (receiver && !values.isValidAddress(receiver) && !looksLikeName(receiver)) {
    errors.receiver = 'invalidAddress'
  }
  const { token, native } = values
  if (!token || values.amount.trim() === '') return errors
  const amount = toBaseUnits(values.amount, token.decimals)
  const balance = toBaseUnits(token.balance, token.decimals) ?? 0n
  if (amount === undefined) errors.amount = 'invalidAmount'
  else if (amount <= 0n) errors.amount = 'amountNotPositive'
  else if (amount > balance) errors.amount = 'insufficientBalance'
  else if (values.fee !== undefined && native && !values.smartAccount) {
    const nativeBalance = toBaseUnits(native.balance, native.decimals) ?? 0n
    const needed = values.fee + (token.key === native.key ? amount : 0n)
    if (nativeBalance === 0n || needed > nativeBalance) errors.amount = 'insufficientGas'
  }
  return errors
}

/**
 * SPEC §5: a Solana send needs both an amount and a receiver, else "Please enter a valid amount
 * and receiver address". Said while the visitor has filled one and not the other (an untouched
 * form says nothing); other families mark each field inline instead.
 *
 * @example
 * ```ts
 * incompleteSend('solana', { amount: '0.25', receiver: '' }) // 'SOLANA_SEND_INVALID'
 * ```
 */
export function incompleteSend(
  namespace: ChainNamespace | undefined,
  form: { amount: string; receiver: string },
): 'SOLANA_SEND_INVALID' | undefined {
  if (namespace !== 'solana') return undefined
  const hasAmount = form.amount.trim() !== ''
  const hasReceiver = form.receiver.trim() !== ''
  return hasAmount !== hasReceiver ? 'SOLANA_SEND_INVALID' : undefined
}
