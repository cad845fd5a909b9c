import { isRecord, readProperty } from './result'

/** One call of a `wallet_sendCalls` batch (EIP-5792). */
export interface WalletCall {
  to: `0x${string}`
  data?: `0x${string}`
  value?: unknown
}

const startsWith0x = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' && value.startsWith('0x')

/**
 * Wallet send-calls (SPEC §5): a list where each call has a `to` starting with 0x and, if
 * `data` is given, it starts with 0x too. Never throws.
 *
 * @example
 * ```ts
 * isWalletSendCalls([{ to: '0xabc', data: '0x' }]) // true
 * isWalletSendCalls([{ to: 'abc' }]) // false
 * ```
 */
export function isWalletSendCalls(value: unknown): value is WalletCall[] {
  try {
    return (
      Array.isArray(value) &&
      value.every((call) => {
        if (!isRecord(call) || !startsWith0x(readProperty(call, 'to'))) return false
        const data = readProperty(call, 'data')
        return data === undefined || startsWith0x(data)
      })
    )
  } catch {
    return false
  }
}
