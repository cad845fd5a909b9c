const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/
// Base58 drops 0, O, I and l from the alphanumerics.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * EVM address per SPEC §5: an optional `0x` followed by 40 hex characters. The checksum case
 * is not verified here (wallets and viem do that); any mix of cases passes. Never throws.
 *
 * @example
 * ```ts
 * isEvmAddress('0x' + 'a'.repeat(40)) // true
 * isEvmAddress('a'.repeat(40)) // true: the prefix is optional
 * ```
 */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && EVM_ADDRESS.test(value)
}

/**
 * Solana address per SPEC §5: 32 to 44 base58 characters. Never throws.
 *
 * @example
 * ```ts
 * isSolanaAddress('11111111111111111111111111111111') // true (the system program)
 * ```
 */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value)
}
