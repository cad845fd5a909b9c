import { parseDecimal } from '../../core/format/decimal'
import { formatNumber } from '../../core/format/number'

/**
 * A decimal amount typed by the visitor ("0.5", "12.25") in the token's base units; undefined
 * when it is not a plain non-negative decimal or has more fraction digits than the token.
 *
 * @example
 * ```ts
 * toBaseUnits('0.5', 18) // 500000000000000000n
 * toBaseUnits('1.0000001', 6) // undefined: USDC has 6 decimals
 * ```
 */
export function toBaseUnits(amount: string, decimals: number): bigint | undefined {
  const parts = parseDecimal(amount)
  if (!parts || parts.negative || amount.trim().startsWith('+')) return undefined
  const fraction = parts.fraction.replace(/0+$/, '')
  if (fraction.length > decimals) return undefined
  return BigInt(parts.integer + fraction.padEnd(decimals, '0'))
}

/**
 * Base units back to a plain decimal string without trailing zeros.
 *
 * @example
 * ```ts
 * fromBaseUnits(1_500_000n, 6) // '1.5'
 * ```
 */
export function fromBaseUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}

/** A decimal string times a USD price, as a number (display only). */
export function usdOf(amount: string | undefined, price: number | undefined): number | undefined {
  if (amount === undefined || !price) return undefined
  const value = Number(amount) * price
  return Number.isFinite(value) ? value : undefined
}

/**
 * What "Max" fills in for the native token: the balance (a decimal string) less the send's
 * `fee` in base units, never below 0.
 *
 * @example
 * ```ts
 * amountAfterFee('1', 18, 10n ** 16n) // '0.99'
 * ```
 */
export function amountAfterFee(balance: string, decimals: number, fee: bigint): string {
  const units = toBaseUnits(balance, decimals) ?? 0n
  return fromBaseUnits(units > fee ? units - fee : 0n, decimals)
}

/**
 * A network fee for display: 4 digits past its leading zeros (a fee is small), grouped for the
 * locale, so 0.000021000000123456 ETH reads "0.000021" and 0.00014123 BTC "0.0001412", never
 * 15 decimals.
 *
 * @example
 * ```ts
 * formatFeeAmount('0.000021000000123456', 'en') // '0.000021'
 * formatFeeAmount('1234.56789', 'de') // '1.234,5679'
 * ```
 */
export function formatFeeAmount(value: string, locale: string): string {
  const parts = parseDecimal(value)
  const zeros = parts && /^0*$/.test(parts.integer) ? /^0*/.exec(parts.fraction)?.[0].length : 0
  return formatNumber(value, {
    maximumFractionDigits: (zeros ?? 0) + 4,
    minimumFractionDigits: 0,
    locale,
  })
}
