import { featureError } from './featureMessages'
import { PorticoError } from './porticoError'

/**
 * A wallet's plain error as a typed Portico error, for wallets that do not speak EIP-1193
 * (Wallet Standard bitcoin wallets, polkadot extensions): a refusal carries code 4001 or says
 * so in its message ("Cancelled", "Rejected", "User denied"); anything else is kept as the
 * cause of AN_ERROR_OCCURRED.
 *
 * @example
 * ```ts
 * try { await signer.signRaw(raw) } catch (error) { throw toWalletError(error) }
 * ```
 */
export function toWalletError(error: unknown): Error {
  if (error instanceof PorticoError) return error
  const code = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined
  const message = error instanceof Error ? error.message : String(error)
  if (code === 4001 || /reject|declin|denied|cancel/i.test(message)) {
    return new PorticoError('USER_REJECTED', { cause: error, details: message })
  }
  return featureError('AN_ERROR_OCCURRED', { cause: error, details: message })
}
