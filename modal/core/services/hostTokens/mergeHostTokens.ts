import type { TokenOption } from '../../options/tokenOption'
import { safeImageUrl } from '../../validation/urlPolicy'
import type { TokenBalance } from '../blockchainApi/types'

/**
 * A token's contract as a comparable key: the last part of a CAIP-10 address, lower-cased when
 * it is an EVM (0x) address, as is otherwise (base58 mints are case-sensitive).
 *
 * @example
 * ```ts
 * contractKey('eip155:1:0xA0b8…eB48') === contractKey('0xa0b8…eb48') // true
 * ```
 */
export function contractKey(address: string | undefined): string {
  const last = address?.split(':').pop() ?? ''
  return /^0x/i.test(last) ? last.toLowerCase() : last
}

/**
 * The account's token list with the host's tokens: the API's balances first (a token both list
 * keeps the API's entry, which has a price; the host's image fills its icon when the API has
 * none), then the host's tokens the API did not list, as read from the chain, with the host's
 * image when it passes the URL policy.
 *
 * @example
 * ```ts
 * mergeHostTokens(apiBalances, chainBalances, [{ address: '0xA0b8…', image: 'https://…/usdc.png' }])
 * ```
 */
export function mergeHostTokens(
  fromApi: readonly TokenBalance[],
  fromChain: readonly TokenBalance[],
  named: readonly TokenOption[],
): TokenBalance[] {
  const images = new Map(
    named.map((token) => [contractKey(token.address), safeImageUrl(token.image) ?? ''] as const),
  )
  const withImage = (balance: TokenBalance): TokenBalance => {
    const image = images.get(contractKey(balance.address))
    return image && !balance.iconUrl ? { ...balance, iconUrl: image } : balance
  }
  const listed = new Set(fromApi.map((balance) => contractKey(balance.address)))
  return [
    ...fromApi.map(withImage),
    ...fromChain.filter((balance) => !listed.has(contractKey(balance.address))).map(withImage),
  ]
}
