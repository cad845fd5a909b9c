import type { TokenBalance } from '../services/blockchainApi/types'
import { readProperty } from './result'

/**
 * Drops low-quality tokens (SPEC §3): those whose `quantity.decimals` is "0". Entries that are
 * not objects are dropped too. Never throws.
 *
 * @example
 * ```ts
 * filterLowQualityTokens([{ ...usdc }, { ...spam, quantity: { decimals: '0', numeric: '1' } }])
 * // [usdc]
 * ```
 */
export function filterLowQualityTokens<T extends Pick<TokenBalance, 'quantity'>>(
  tokens: readonly T[],
): T[] {
  if (!Array.isArray(tokens)) return []
  return tokens.filter((token) => {
    const quantity = readProperty(token, 'quantity')
    return quantity !== undefined && readProperty(quantity, 'decimals') !== '0'
  })
}
