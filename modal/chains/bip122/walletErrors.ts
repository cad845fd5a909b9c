import { PorticoError } from '../../core/errors/porticoError'

/**
 * A bitcoin wallet's error as a typed Portico error. Wallet Standard bitcoin wallets throw plain
 * errors; a refusal carries code 4001 (EIP-1193 style, as sats-connect and Exodus use) or says
 * so in its message.
 *
 * @example
 * ```ts
 * try { await feature.signMessage(input) } catch (error) { throw toBitcoinWalletError(error) }
 * ```
 */
export function toBitcoinWalletError(error: unknown): Error {
  if (error instanceof PorticoError) return error
  const code = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined
  const message = error instanceof Error ? error.message : String(error)
  if (code === 4001 || /reject|declin|denied|cancel/i.test(message)) {
    return new PorticoError('USER_REJECTED', { cause: error, details: message })
  }
  return new PorticoError('AN_ERROR_OCCURRED', { cause: error, details: message })
}
