import { base58 } from '@scure/base'

/**
 * Base58 (Bitcoin alphabet), the text form of Solana keys and signatures, through
 * `@scure/base` (issue 31 item 7: a field library, not hand code).
 *
 * @example
 * ```ts
 * encodeBase58(new Uint8Array(32)) // '11111111111111111111111111111111'
 * ```
 */
export function encodeBase58(bytes: Uint8Array): string {
  return base58.encode(bytes)
}

/**
 * Bytes from base58 text; undefined when it is not base58 (outside data), never a throw.
 *
 * @example
 * ```ts
 * decodeBase58('11111111111111111111111111111111') // 32 zero bytes
 * decodeBase58('0OIl') // undefined
 * ```
 */
export function decodeBase58(text: string): Uint8Array | undefined {
  try {
    return base58.decode(text)
  } catch {
    return undefined
  }
}
