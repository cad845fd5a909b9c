import { toWalletError } from '../../core/errors/walletError'

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
  return toWalletError(error)
}
