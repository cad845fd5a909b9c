import { keccak_256 } from '@noble/hashes/sha3'
import { base58 } from '@scure/base'
import { invalid, type Validation, valid } from './result'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
/** The shape SPEC §5 bounds a Solana address by, checked before the base58 decode. */
const SOLANA_SHAPE = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
/** The bytes of an ed25519 public key, what a Solana address encodes. */
const SOLANA_KEY_BYTES = 32

/**
 * The EVM zero address: nobody holds its key, so whatever is sent there is lost.
 *
 * @example
 * ```ts
 * checkEvmReceiver(ZERO_EVM_ADDRESS) // { ok: false, code: 'ZERO_ADDRESS_RECEIVER' }
 * ```
 */
export const ZERO_EVM_ADDRESS = `0x${'0'.repeat(40)}` as const

/**
 * The EIP-55 spelling of a lower-case hex address: a letter is upper case where the keccak-256
 * of the lower-case address has a nibble of 8 or more. keccak from @noble/hashes (what viem
 * itself uses) rather than viem's `checksumAddress`, so that this module pulls no viem into a
 * host's bundle or the package's eager entry; `address.test.ts` checks it against viem and
 * the EIP's own examples.
 */
function eip55(lowerHex: string): string {
  const hash = keccak_256(new TextEncoder().encode(lowerHex))
  let out = ''
  for (let i = 0; i < lowerHex.length; i += 1) {
    const nibble = i % 2 === 0 ? hash[i >> 1]! >> 4 : hash[i >> 1]! & 0x0f
    out += nibble >= 8 ? lowerHex[i]!.toUpperCase() : lowerHex[i]!
  }
  return out
}

/**
 * An EVM address checked as EIP-55 says: `0x` and 40 hex characters; all lower or all upper case
 * carries no checksum and passes, a mix of cases must be the exact checksum (as viem's
 * `checksumAddress` spells it), else `ADDRESS_CHECKSUM_MISMATCH`: the typo the checksum exists to catch is
 * said, never silently re-checksummed. Anything else is `INVALID_INPUT`. Never throws.
 *
 * @example
 * ```ts
 * checkEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // { ok: true, value: '0x5aAe…' }
 * checkEvmAddress('0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // { ok: false, code: 'ADDRESS_CHECKSUM_MISMATCH' }
 * ```
 */
export function checkEvmAddress(value: unknown): Validation<`0x${string}`> {
  if (typeof value !== 'string' || !EVM_ADDRESS.test(value)) return invalid('INVALID_INPUT')
  const address = value as `0x${string}`
  const digits = address.slice(2)
  const oneCase = digits === digits.toLowerCase() || digits === digits.toUpperCase()
  if (!oneCase && eip55(digits.toLowerCase()) !== digits)
    return invalid('ADDRESS_CHECKSUM_MISMATCH')
  return valid(address)
}

/**
 * An address a Send may pay: {@link checkEvmAddress}, and not the zero address
 * (`ZERO_ADDRESS_RECEIVER`). Never throws.
 *
 * @example
 * ```ts
 * checkEvmReceiver('0x0000000000000000000000000000000000000000') // { ok: false, code: 'ZERO_ADDRESS_RECEIVER' }
 * ```
 */
export function checkEvmReceiver(value: unknown): Validation<`0x${string}`> {
  const checked = checkEvmAddress(value)
  if (checked.ok && checked.value === ZERO_EVM_ADDRESS) return invalid('ZERO_ADDRESS_RECEIVER')
  return checked
}

/**
 * EVM address: `0x` and 40 hex characters whose mixed case, if any, is its EIP-55 checksum
 * (see {@link checkEvmAddress}). Never throws.
 *
 * @example
 * ```ts
 * isEvmAddress('0x' + 'a'.repeat(40)) // true
 * isEvmAddress('a'.repeat(40)) // false: 0x is required
 * isEvmAddress('0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // false: wrong checksum
 * ```
 */
export function isEvmAddress(value: unknown): value is `0x${string}` {
  return checkEvmAddress(value).ok
}

/**
 * Solana address: 32 to 44 base58 characters (SPEC §5) that decode to exactly 32 bytes, an
 * ed25519 public key (as `@solana/web3.js`'s `PublicKey` requires). Never throws.
 *
 * @example
 * ```ts
 * isSolanaAddress('11111111111111111111111111111111') // true (the system program)
 * isSolanaAddress('1'.repeat(40)) // false: 40 bytes
 * ```
 */
export function isSolanaAddress(value: unknown): value is string {
  if (typeof value !== 'string' || !SOLANA_SHAPE.test(value)) return false
  try {
    return base58.decode(value).length === SOLANA_KEY_BYTES
  } catch {
    return false
  }
}
