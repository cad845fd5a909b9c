import { invalid, type Validation, valid } from './result'

/** SPEC §9: a name to register has at least 4 characters. */
export const MIN_ACCOUNT_NAME_LENGTH = 4
/** SPEC §5, §9: the high bit combined with an EVM chain id to make an ENSIP-11 coin type. */
export const COIN_TYPE_HIGH_BIT = 2_147_483_648

const ACCOUNT_NAME = /^[a-zA-Z0-9-]+$/

/**
 * A name to register (SPEC §5): letters, digits and hyphens only, at least 4 characters.
 * Never throws.
 *
 * @example
 * ```ts
 * isAccountName('alice-01') // true
 * isAccountName('bob') // false: too short
 * ```
 */
export function isAccountName(value: unknown): value is string {
  return (
    typeof value === 'string' && value.length >= MIN_ACCOUNT_NAME_LENGTH && ACCOUNT_NAME.test(value)
  )
}

/**
 * The coin type under which a name is registered on an EVM chain (SPEC §5): the chain id must
 * be a whole number below 2147483648, else `INVALID_CHAIN_ID` ("Invalid chainId"); the coin
 * type is the chain id with the high bit set, read as unsigned (2147483648 + chainId).
 * Accepts a number or a decimal string (CAIP references are strings). Never throws.
 *
 * @example
 * ```ts
 * coinTypeForChainId(1) // { ok: true, value: 2147483649 }
 * coinTypeForChainId(2147483648) // { ok: false, code: 'INVALID_CHAIN_ID' }
 * ```
 */
export function coinTypeForChainId(chainId: unknown): Validation<number> {
  const id = typeof chainId === 'string' && /^\d+$/.test(chainId) ? Number(chainId) : chainId
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0 || id >= COIN_TYPE_HIGH_BIT) {
    return invalid('INVALID_CHAIN_ID')
  }
  // `|` works on signed 32-bit ints; `>>> 0` reads the result back as unsigned.
  return valid((COIN_TYPE_HIGH_BIT | id) >>> 0)
}
