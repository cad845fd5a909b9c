import type { CoreErrorCode } from '../errors/coreMessages'
import { isPorticoError, PorticoError } from '../errors/porticoError'

/** EIP-1193 provider error codes and the catalogue code each maps to (SPEC §8). */
export const PROVIDER_ERROR_CODES: Readonly<Record<number, CoreErrorCode>> = {
  4001: 'USER_REJECTED',
  4100: 'WALLET_UNAUTHORIZED',
  4200: 'WALLET_UNSUPPORTED_METHOD',
  4900: 'WALLET_DISCONNECTED',
  4901: 'WALLET_CHAIN_DISCONNECTED',
  4902: 'WALLET_UNRECOGNIZED_CHAIN',
}

/**
 * Switch-chain errors after which the chain is added and the switch retried (SPEC §4: 4902,
 * 5000, 32603). -32603 is the JSON-RPC spelling of 32603 that some wallets send.
 */
export const ADD_CHAIN_ERROR_CODES: readonly number[] = [4902, 5000, 32603, -32603]

/**
 * The numeric provider code of an error, looking through wrapped causes (libraries such as
 * viem wrap the provider's error). Undefined when there is none.
 *
 * @example
 * ```ts
 * providerErrorCode({ code: 4001, message: 'User rejected' }) // 4001
 * ```
 */
export function providerErrorCode(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number') return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * Turns whatever a wallet threw into a typed PorticoError: known provider codes map to their
 * catalogue entry, a PorticoError passes through, anything else becomes `fallback`.
 *
 * @example
 * ```ts
 * toPorticoError({ code: 4001 }).code // 'USER_REJECTED'
 * ```
 */
export function toPorticoError(
  error: unknown,
  fallback: CoreErrorCode = 'SOMETHING_WENT_WRONG',
): PorticoError {
  if (isPorticoError(error)) return error
  const code = providerErrorCode(error)
  const mapped = code === undefined ? undefined : PROVIDER_ERROR_CODES[code]
  const details = error instanceof Error ? error.message : undefined
  return new PorticoError(mapped ?? fallback, { cause: error, ...(details ? { details } : {}) })
}
