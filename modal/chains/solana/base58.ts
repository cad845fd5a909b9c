const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Base58 (Bitcoin alphabet), the text form of Solana keys and signatures. Small enough to
 * keep here rather than pull a package into the page.
 *
 * @example
 * ```ts
 * encodeBase58(new Uint8Array(32)) // '11111111111111111111111111111111'
 * ```
 */
export function encodeBase58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = value * 256n + BigInt(byte)
  let out = ''
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)] + out
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}

/**
 * Decodes base58 text (Bitcoin alphabet); undefined when a character is outside it. Wallet
 * answers are outside data, so this never throws.
 *
 * @example
 * ```ts
 * decodeBase58('11111111111111111111111111111111')?.length // 32
 * ```
 */
export function decodeBase58(text: string): Uint8Array | undefined {
  let value = 0n
  for (const char of text) {
    const digit = ALPHABET.indexOf(char)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value % 256n))
    value /= 256n
  }
  for (const char of text) {
    if (char !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}
