/**
 * Exact decimal helpers over strings. Amounts arrive as decimal strings from APIs and inputs;
 * going through binary floats would round them, and SPEC §9 asks for truncation.
 */

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/

/** A decimal split into sign, integer digits (no leading zeros, "0" at least) and fraction digits. */
export interface DecimalParts {
  negative: boolean
  integer: string
  fraction: string
}

/** Expands a finite number to plain decimal digits, including exponent forms like 1e-7. */
function numberToPlain(value: number): string {
  const text = String(value)
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text)
  if (!match) return text
  const [, sign = '', lead = '', rest = '', exp = '0'] = match
  const digits = lead + rest
  const point = 1 + Number(exp)
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`
}

/**
 * Reads a number or a decimal string ("1.5", "-.25", " 3 ") into exact parts; undefined for
 * anything else (NaN, Infinity, "1e5" as a string, hex, objects). Never throws.
 *
 * @example
 * ```ts
 * parseDecimal('0012.50') // { negative: false, integer: '12', fraction: '50' }
 * parseDecimal(1e-7) // { negative: false, integer: '0', fraction: '0000001' }
 * ```
 */
export function parseDecimal(value: unknown): DecimalParts | undefined {
  let text: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined
    text = numberToPlain(value)
  } else if (typeof value === 'string') {
    text = value.trim()
  } else {
    return undefined
  }
  const match = DECIMAL.exec(text)
  if (!match) return undefined
  const [, sign = '', integer = '', fraction = ''] = match
  if (integer === '' && fraction === '') return undefined
  const int = integer.replace(/^0+/, '') || '0'
  const isZero = int === '0' && /^0*$/.test(fraction)
  return { negative: sign === '-' && !isZero, integer: int, fraction }
}

/**
 * Compares two decimals exactly: -1, 0 or 1; undefined when either is not a decimal.
 *
 * @example
 * ```ts
 * compareDecimals('0.10', 0.1) // 0
 * compareDecimals('2', '10') // -1
 * ```
 */
export function compareDecimals(a: unknown, b: unknown): -1 | 0 | 1 | undefined {
  const x = parseDecimal(a)
  const y = parseDecimal(b)
  if (!x || !y) return undefined
  if (x.negative !== y.negative) return x.negative ? -1 : 1
  const sign = x.negative ? -1 : 1
  const magnitude = compareMagnitude(x, y)
  return (magnitude * sign || 0) as -1 | 0 | 1
}

function compareMagnitude(x: DecimalParts, y: DecimalParts): -1 | 0 | 1 {
  if (x.integer.length !== y.integer.length) return x.integer.length < y.integer.length ? -1 : 1
  const width = Math.max(x.fraction.length, y.fraction.length)
  const left = x.integer + x.fraction.padEnd(width, '0')
  const right = y.integer + y.fraction.padEnd(width, '0')
  if (left === right) return 0
  return left < right ? -1 : 1
}

/** True when `value` is a decimal strictly greater than zero. Never throws. */
export function isPositiveDecimal(value: unknown): boolean {
  return compareDecimals(value, 0) === 1
}

/** Writes decimal parts back as text, trailing fraction zeros dropped ("-0" becomes "0"). */
export function joinDecimal({ negative, integer, fraction }: DecimalParts): string {
  const trimmed = fraction.replace(/0+$/, '')
  const body = trimmed ? `${integer}.${trimmed}` : integer
  return negative && body !== '0' ? `-${body}` : body
}

/**
 * A number or decimal string in canonical plain form; undefined when it is not a decimal.
 *
 * @example
 * ```ts
 * toDecimalString(' 001.500 ') // '1.5'
 * toDecimalString(1e-7) // '0.0000001'
 * ```
 */
export function toDecimalString(value: unknown): string | undefined {
  const parts = parseDecimal(value)
  return parts && joinDecimal(parts)
}
