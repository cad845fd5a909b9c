import type { MessageKey } from '../../i18n/locales/en'

/** What a request waiting for approval asks of the visitor, in their words. */
export type RequestKind = 'sign' | 'typedData' | 'transaction' | 'request'

const KINDS: Readonly<Record<string, RequestKind>> = {
  personal_sign: 'sign',
  eth_sign: 'sign',
  solana_signMessage: 'sign',
  eth_signTypedData: 'typedData',
  eth_signTypedData_v3: 'typedData',
  eth_signTypedData_v4: 'typedData',
  eth_sendTransaction: 'transaction',
  eth_signTransaction: 'transaction',
  wallet_sendCalls: 'transaction',
  solana_signTransaction: 'transaction',
  solana_signAndSendTransaction: 'transaction',
  solana_signAllTransactions: 'transaction',
}

/**
 * The kind of a request by its method: a message to sign, typed data to sign, a transaction,
 * or (any other method) a request. Undefined method (nothing pending): a request.
 *
 * @example
 * ```ts
 * requestKind('personal_sign') // 'sign'
 * ```
 */
export function requestKind(method: string | undefined): RequestKind {
  return (method !== undefined && Object.hasOwn(KINDS, method) && KINDS[method]) || 'request'
}

/** The approval view's title for each kind (it names the dialog). */
export const APPROVAL_TITLES: Readonly<Record<RequestKind, MessageKey>> = {
  sign: 'approve.titleSign',
  typedData: 'approve.titleTypedData',
  transaction: 'approve.title',
  request: 'approve.titleRequest',
}

/** The lead line of each kind: who asks for what. */
export const APPROVAL_ASKS: Readonly<Record<RequestKind, MessageKey>> = {
  sign: 'approve.askSign',
  typedData: 'approve.askTypedData',
  transaction: 'approve.askTransaction',
  request: 'approve.askRequest',
}
