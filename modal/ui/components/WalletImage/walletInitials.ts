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
