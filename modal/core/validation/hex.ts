const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/
const SIGNED_MESSAGE = /^0x[0-9a-fA-F]{62,}$/

/**
 * A transaction hash (SPEC §5): `0x` followed by exactly 64 hex characters. Never throws.
 *
 * @example
 * ```ts
 * isTransactionHash(`0x${'ab'.repeat(32)}`) // true
 * ```
 */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && TRANSACTION_HASH.test(value)
}

/**
 * A signed message (SPEC §5): `0x` followed by at least 62 hex characters. Never throws.
 *
 * @example
 * ```ts
 * isSignedMessage(`0x${'1'.repeat(130)}`) // true
 * ```
 */
export function isSignedMessage(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && SIGNED_MESSAGE.test(value)
}
