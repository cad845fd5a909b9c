import { addressColors } from '../AddressAvatar/addressColors'

/** What a token's fallback icon shows: its text and the two colours of its gradient. */
export interface TokenMark {
  text: string
  colors: readonly [string, string]
}

/**
 * The well-known tokens' own sign and colour, so their fallback reads as them (USDC blue,
 * USDT green, BTC's ₿) and two stablecoins never share one mark. Others: drawn from the symbol.
 */
const KNOWN: Readonly<Record<string, { text?: string; color: string }>> = {
  BTC: { text: '₿', color: '#f7931a' },
  WBTC: { text: '₿', color: '#f09242' },
  ETH: { text: 'Ξ', color: '#627eea' },
  WETH: { text: 'Ξ', color: '#4b5fb8' },
  USDC: { color: '#2775ca' },
  USDT: { color: '#26a17b' },
  DAI: { color: '#f5ac37' },
  SOL: { color: '#9945ff' },
  DOT: { color: '#e6007a' },
}

function knownToken(symbol: string): { text?: string; color: string } | undefined {
  const key = symbol.toUpperCase()
  return Object.hasOwn(KNOWN, key) ? KNOWN[key] : undefined
}

/** Longest symbol written out whole; longer ones keep their first three characters. */
const MAX_WHOLE = 4

/**
 * The fallback's text: the symbol's letters and digits, whole up to four ("USDC", "USDT",
 * "LINK"), else its first three ("SHIB…" → "SHI"); a known token's own sign ("BTC" → "₿").
 * Never blank.
 *
 * @example
 * ```ts
 * tokenMonogram('USDT') // 'USDT'
 * tokenMonogram('$DOG') // 'DOG'
 * ```
 */
export function tokenMonogram(symbol: string): string {
  const known = knownToken(symbol)
  if (known?.text) return known.text
  const glyphs = Array.from(symbol.toUpperCase()).filter((char) => /[\p{L}\p{N}]/u.test(char))
  if (glyphs.length === 0) return '?'
  return (glyphs.length > MAX_WHOLE ? glyphs.slice(0, 3) : glyphs).join('')
}

/**
 * A token's fallback mark: its monogram on its own colour (a known token's) or on one drawn
 * from the symbol (the same token looks the same everywhere).
 *
 * @example
 * ```ts
 * tokenMark('USDC') // { text: 'USDC', colors: ['#2775ca', '#2775ca'] }
 * ```
 */
export function tokenMark(symbol: string): TokenMark {
  const known = knownToken(symbol)
  const [from, to] = addressColors(symbol)
  const colors: readonly [string, string] = known ? [known.color, known.color] : [from, to]
  return { text: tokenMonogram(symbol), colors }
}

/** The text's size as a share of the icon: one sign large, four letters still inside the circle. */
export function monogramScale(text: string): number {
  const length = Array.from(text).length
  return length <= 1 ? 0.5 : length === 2 ? 0.4 : length === 3 ? 0.32 : 0.26
}
