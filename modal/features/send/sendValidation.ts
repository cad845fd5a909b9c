import type { ChainNamespace } from '../../core/caip/types'
import type { ErrorCode } from '../../core/errors/catalogue'
import { checkEvmReceiver } from '../../core/validation/address'
import type { SendToken } from './sendTokens'
import { toBaseUnits } from './units'

/** An inline error of the send form; each has an i18n key `send.error.<code>`. */
export type SendFieldError =
  | 'invalidAddress'
  | 'amountNotPositive'
  | 'invalidAmount'
  | 'insufficientBalance'
  | 'insufficientGas'

/**
 * A receiver refused with its catalogue message: a mixed-case EVM address whose EIP-55 checksum
 * fails (a typo), the zero address (funds sent there are lost), or a name ENSIP-15
 * normalization refuses (found on Review, where the normalizer loads).
 */
export type ReceiverAddressError = Extract<
  ErrorCode,
  'ADDRESS_CHECKSUM_MISMATCH' | 'ZERO_ADDRESS_RECEIVER' | 'NAME_NOT_NORMALIZED'
>

/** The form's inline errors, by field. */
export interface SendFormErrors {
  amount?: SendFieldError
  receiver?: SendFieldError | ReceiverAddressError
}

/** True for a receiver error that is a catalogue code (shown through translateError). */
export const isReceiverAddressError = (
  error: SendFieldError | ReceiverAddressError,
): error is ReceiverAddressError =>
  error === 'ADDRESS_CHECKSUM_MISMATCH' ||
  error === 'ZERO_ADDRESS_RECEIVER' ||
  error === 'NAME_NOT_NORMALIZED'

/**
 * Why a typed receiver address is refused with a message of its own, on eip155: a wrong EIP-55
 * checksum or the zero address; undefined otherwise (a malformed text is the form's
 * `invalidAddress`, a name is resolved later).
 *
 * @example
 * ```ts
 * receiverAddressError('eip155', '0x0000000000000000000000000000000000000000') // 'ZERO_ADDRESS_RECEIVER'
 * ```
 */
export function receiverAddressError(
  namespace: ChainNamespace | undefined,
  receiver: string,
): ReceiverAddressError | undefined {
  if (namespace !== 'eip155') return undefined
  const checked = checkEvmReceiver(receiver)
  return !checked.ok && checked.code !== 'INVALID_INPUT'
    ? (checked.code as ReceiverAddressError)
    : undefined
}

/** What the form holds, as the checks need it. */
export interface SendFormValues {
  /** The active chain family: eip155 receivers get the EIP-55 and zero-address checks. */
  namespace?: ChainNamespace | undefined
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

/**
 * True where a receiver may be a name: SPEC §2 "names are supported only on eip155".
 *
 * @example
 * ```ts
 * namesResolveOn('solana') // false
 * ```
 */
export function namesResolveOn(namespace: ChainNamespace | undefined): boolean {
  return namespace === 'eip155'
}

/**
 * A receiver that is not an address but could be a name to resolve (alice.portico.id, or a
 * Unicode name such as café.eth): dot-separated labels without spaces. Whether ENSIP-15
 * accepts it is decided on Review (NAME_NOT_NORMALIZED otherwise).
 *
 * @example
 * ```ts
 * looksLikeName('alice.portico.id') // true
 * looksLikeName('0x1234') // false
 * ```
 */
export function looksLikeName(receiver: string): boolean {
  return /^[^\s.]+(\.[^\s.]+)+$/u.test(receiver.trim())
}

/**
 * The form's inline errors, shown next to their fields before the wallet is ever asked
 * (SPEC §4, §5): the amount must be a decimal above 0 and within the balance; the receiver must
 * be a valid address or (on eip155, where names resolve) a name, and on eip155 neither a mistyped EIP-55 checksum nor the zero
 * address (each with its catalogue message); the native balance must cover the fee (plus the amount when
 * sending the native token), unless the account is a smart account.
 *
 * @example
 * ```ts
 * validateSendForm({ ...values, amount: '0' }).amount // 'amountNotPositive'
 * ```
 */
export function validateSendForm(values: SendFormValues): SendFormErrors {
  const errors: SendFormErrors = {}
  const receiver = values.receiver.trim()
  const addressError = receiverAddressError(values.namespace, receiver)
  if (addressError) errors.receiver = addressError
  else if (
    receiver &&
    !values.isValidAddress(receiver) &&
    !(namesResolveOn(values.namespace) && looksLikeName(receiver))
  ) {
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
