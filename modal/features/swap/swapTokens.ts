import type { TokenBalance } from '../../core/services/blockchainApi/types'
import { readProperty } from '../../core/validation/result'
import { SWAP_SUGGESTED_SYMBOLS } from './swapConstants'

/** A token the swap offers (SPEC §3 Swap token), validated; `address` is CAIP-10. */
export interface SwapAsset {
  address: string
  symbol: string
  name: string
  decimals: number
  logoUri: string | undefined
  /** USD price; 0 when unknown. */
  price: number
  /** What the account holds, in whole tokens ("0" when nothing). */
  quantity: string
}

/**
 * Reads the convert API's token list: items without a CAIP-10 address, a symbol or sane
 * decimals are dropped (the API is outside input).
 *
 * @example
 * ```ts
 * readSwapTokens([{ address: 'eip155:8453:0x…', symbol: 'USDC', decimals: 6 }])
 * ```
 */
export function readSwapTokens(items: readonly unknown[]): SwapAsset[] {
  return items.flatMap((item) => {
    const address = readProperty(item, 'address')
    const symbol = readProperty(item, 'symbol')
    const decimals = readProperty(item, 'decimals')
    if (typeof address !== 'string' || address.split(':').length !== 3) return []
    if (typeof symbol !== 'string' || symbol === '') return []
    if (typeof decimals !== 'number' || !Number.isInteger(decimals)) return []
    if (decimals < 0 || decimals > 36) return []
    const name = readProperty(item, 'name')
    const logoUri = readProperty(item, 'logoUri')
    const price = readProperty(item, 'price')
    return [
      {
        address,
        symbol,
        name: typeof name === 'string' ? name : symbol,
        decimals,
        logoUri: typeof logoUri === 'string' ? logoUri : undefined,
        price: typeof price === 'number' && Number.isFinite(price) && price > 0 ? price : 0,
        quantity: '0',
      },
    ]
  })
}

/**
 * SPEC §9: suggested and popular tokens start with ETH, UNI, 1INCH, AAVE, SOL, USDC (those
 * present, in that order); the rest follow in the API's order.
 *
 * @example
 * ```ts
 * sortSuggested(tokens).map((t) => t.symbol) // ['ETH', 'UNI', 'USDC', 'USDT']
 * ```
 */
export function sortSuggested<T extends { symbol: string }>(tokens: readonly T[]): T[] {
  const rank = (token: T) => {
    const index = SWAP_SUGGESTED_SYMBOLS.indexOf(token.symbol.toUpperCase())
    return index === -1 ? SWAP_SUGGESTED_SYMBOLS.length : index
  }
  return tokens
    .map((token, order) => ({ token, order }))
    .sort((a, b) => rank(a.token) - rank(b.token) || a.order - b.order)
    .map(({ token }) => token)
}

/**
 * Tokens whose symbol, name or address contains `query` (case-insensitive); all for "".
 *
 * @example
 * ```ts
 * searchTokens(tokens, 'usd').map((t) => t.symbol) // ['USDC', 'USDT']
 * ```
 */
export function searchTokens<T extends SwapAsset>(tokens: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...tokens]
  return tokens.filter((token) =>
    [token.symbol, token.name, token.address].some((field) => field.toLowerCase().includes(needle)),
  )
}

/**
 * The tokens with what the account holds of each, from the balance answer (matched by CAIP
 * address; the native token by having no address and the same symbol).
 *
 * @example
 * ```ts
 * withBalances(tokens, balances).find((t) => t.symbol === 'USDC')?.quantity // '10000'
 * ```
 */
export function withBalances(
  tokens: readonly SwapAsset[],
  balances: readonly TokenBalance[],
  nativeAddress: string | undefined,
): SwapAsset[] {
  return tokens.map((token) => {
    const held = balances.find((balance) =>
      balance.address
        ? balance.address.toLowerCase() === token.address.toLowerCase()
        : token.address === nativeAddress && balance.symbol === token.symbol,
    )
    const numeric = held?.quantity?.numeric
    return { ...token, quantity: typeof numeric === 'string' ? numeric : '0' }
  })
}
