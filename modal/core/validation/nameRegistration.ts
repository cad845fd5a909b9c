import { invalid, type Validation, valid } from './result'

/** SPEC §9: a name to register has at least 4 characters. */
export const MIN_ACCOUNT_NAME_LENGTH = 4
/** A DNS / ENS label has at most 63 characters (RFC 1035 §2.3.4). */
export const MAX_ACCOUNT_NAME_LENGTH = 63
/** SPEC §5, §9: the high bit combined with an EVM chain id to make an ENSIP-11 coin type. */
export const COIN_TYPE_HIGH_BIT = 2_147_483_648

const ACCOUNT_NAME = /^[a-zA-Z0-9-]+$/

/**
 * A name to register, checked as one label of a host name: SPEC §5 (letters, digits and hyphens
 * only, at least 4 characters, else `INVALID_INPUT`), at most 63 characters (`NAME_TOO_LONG`),
 * and it starts and ends with a letter or digit and has no hyphens as its 3rd and 4th characters
 * (`NAME_HYPHENS`: this refuses `xn--` punycode, which would get a look-alike Unicode name past
 * the rule). A label that passes is ASCII, so its ENSIP-15 normalized form is its lower case.
 * Never throws.
 *
 * @example
 * ```ts
 * checkAccountName('Alice-01') // { ok: true, value: 'Alice-01' }
 * checkAccountName('xn--abcd') // { ok: false, code: 'NAME_HYPHENS' }
 * ```
 */
export function checkAccountName(value: unknown): Validation<string> {
  if (typeof value !== 'string' || value.length < MIN_ACCOUNT_NAME_LENGTH) {
    return invalid('INVALID_INPUT')
  }
  if (value.length > MAX_ACCOUNT_NAME_LENGTH) return invalid('NAME_TOO_LONG')
  if (!ACCOUNT_NAME.test(value)) return invalid('INVALID_INPUT')
  if (value.startsWith('-') || value.endsWith('-') || value.slice(2, 4) === '--') {
    return invalid('NAME_HYPHENS')
  }
  return valid(value)
}

/**
 * True when `value` is a name to register (see {@link checkAccountName}). Never throws.
 *
 * @example
 * ```ts
 * isAccountName('alice-01') // true
 * isAccountName('bob') // false: too short
 * isAccountName('-abcd') // false: starts with a hyphen
 * ```
 */
export function isAccountName(value: unknown): value is string {
  return checkAccountName(value).ok
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
