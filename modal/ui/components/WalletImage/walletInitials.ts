/**
 * The letters a wallet without a usable image shows: the first letters of the first two
 * words ("Trust Wallet" → "TW"), or the first letter of a single word ("MetaMask" → "M").
 *
 * @example
 * ```ts
 * walletInitials('coinbase wallet') // "CW"
 * ```
 */
export function walletInitials(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-_.]+/)
    .filter(Boolean)
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '')
  return (words.length > 1 ? letters.join('') : (letters[0] ?? '?')).toUpperCase()
}

/**
 * The hue (0–359) of a name's monogram tile: the same name always gets the same colour.
 *
 * @example
 * ```ts
 * monogramHue('Trust Wallet') === monogramHue('Trust Wallet') // true
 * ```
 */
export function monogramHue(name: string): number {
  let hash = 0x811c9dc5
  for (const char of name.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) % 360
}
