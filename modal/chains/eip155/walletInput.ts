import { getAddress, isAddress } from 'viem'

/**
 * Parsers of what an eip155 wallet answers or emits (issue 11 defect 9): a wallet is outside
 * input like an API. Each returns undefined for anything it does not recognise and never
 * throws, so bad values are ignored instead of thrown back into the wallet's emitter.
 */

/**
 * At most this many accounts are read from a wallet's list: Portico uses the first (the active
 * one) and shows a handful; checksumming 100,000 of them blocked the page for seconds.
 */
export const MAX_WALLET_ACCOUNTS = 10

/** Chain ids above 2^53 are not real chains (and would lose precision as numbers). */
const HEX_CHAIN_ID = /^0x0*[0-9a-f]{1,14}$/i

/**
 * A checksummed address, or undefined.
 *
 * @example
 * ```ts
 * parseWalletAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // '0xf39F…2266'
 * ```
 */
export function parseWalletAddress(value: unknown): `0x${string}` | undefined {
  return typeof value === 'string' && isAddress(value, { strict: false })
    ? getAddress(value)
    : undefined
}

/**
 * The wallet's accounts, checksummed: only the first {@link MAX_WALLET_ACCOUNTS} entries are
 * looked at, and the list counts only when its first entry (the active account) is an address.
 * undefined when the answer is not a list or its first entry is not an address.
 *
 * @example
 * ```ts
 * parseWalletAccounts(['0xf39f…2266', 42]) // ['0xf39F…2266']
 * parseWalletAccounts('0xf39f…') // undefined
 * ```
 */
export function parseWalletAccounts(value: unknown): `0x${string}`[] | undefined {
  if (!Array.isArray(value)) return undefined
  const head = value.slice(0, MAX_WALLET_ACCOUNTS) as unknown[]
  if (parseWalletAddress(head[0]) === undefined) return undefined
  const accounts: `0x${string}`[] = []
  for (const item of head) {
    const address = parseWalletAddress(item)
    if (address && !accounts.includes(address)) accounts.push(address)
  }
  return accounts
}

/**
 * A chain id as the decimal CAIP-2 reference ("0x2105" → "8453"), from a hex string or a
 * positive safe integer; undefined for anything else ("0x", "mainnet", 1.5, huge values).
 *
 * @example
 * ```ts
 * parseWalletChainId('0x1') // '1'
 * parseWalletChainId('0x') // undefined
 * ```
 */
export function parseWalletChainId(value: unknown): string | undefined {
  let id: number | undefined
  if (typeof value === 'string' && HEX_CHAIN_ID.test(value)) id = Number.parseInt(value, 16)
  else if (typeof value === 'number') id = value
  return id !== undefined && Number.isSafeInteger(id) && id > 0 ? String(id) : undefined
}
