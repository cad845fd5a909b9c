import { parseDecimal } from '../../core/format/decimal'

/**
 * A decimal amount of whole tokens in base units (`decimals` places), cut (not rounded) to
 * what the token can hold; undefined for negatives or anything unreadable.
 *
 * @example
 * ```ts
 * toBaseUnits('1.5', 6) // 1500000n
 * ```
 */
export function toBaseUnits(amount: unknown, decimals: number): bigint | undefined {
  const parts = parseDecimal(amount)
  if (!parts || parts.negative || !Number.isInteger(decimals) || decimals < 0) return undefined
  const fraction = parts.fraction.slice(0, decimals).padEnd(decimals, '0')
  return BigInt(`${parts.integer}${fraction}`.replace(/^0+(?=\d)/, '') || '0')
}

/**
 * Base units as a decimal string of whole tokens, without trailing zeros.
 *
 * @example
 * ```ts
 * fromBaseUnits(1500000n, 6) // '1.5'
 * ```
 */
export function fromBaseUnits(value: bigint | string, decimals: number): string {
  const raw = typeof value === 'bigint' ? value : /^\d+$/.test(value) ? BigInt(value) : 0n
  const digits = raw.toString().padStart(decimals + 1, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${integer}.${fraction}` : integer
}

/**
 * `a × b` of two decimal strings, exactly, as a decimal string (for fees and USD values).
 *
 * @example
 * ```ts
 * multiplyDecimals('2', '0.0085') // '0.017'
 * ```
 */
export function multiplyDecimals(a: unknown, b: unknown): string {
  const left = parseDecimal(a)
  const right = parseDecimal(b)
  if (!left || !right) return '0'
  const scale = left.fraction.length + right.fraction.length
  const product =
    BigInt(`${left.integer}${left.fraction}`) * BigInt(`${right.integer}${right.fraction}`)
  const text = fromBaseUnits(product, scale)
  return left.negative !== right.negative && text !== '0' ? `-${text}` : text
}
