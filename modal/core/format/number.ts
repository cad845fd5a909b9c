import { joinDecimal, parseDecimal } from './decimal'

/** SPEC §9 Display: digits shown for each kind of number. */
export const DISPLAY_DECIMALS = {
  balance: 3,
  swapDestination: 6,
  transfer: 3,
  default: 2,
} as const

/** SPEC §9: what the balance shows when it is not fetched (testnets, unsupported namespaces). */
export const UNFETCHED_BALANCE = '0.00'

/**
 * Cuts a decimal to `digits` fraction digits without rounding (towards zero) and drops trailing
 * zeros; undefined when `value` is not a decimal. Never throws.
 *
 * @example
 * ```ts
 * truncateDecimal('1.23999', 3) // '1.239'
 * truncateDecimal(-0.0004, 3) // '0'
 * ```
 */
export function truncateDecimal(value: unknown, digits: number): string | undefined {
  const parts = parseDecimal(value)
  if (!parts) return undefined
  const keep = Number.isInteger(digits) && digits > 0 ? digits : 0
  return joinDecimal({ ...parts, fraction: parts.fraction.slice(0, keep) })
}

/**
 * The balance line (SPEC §9): truncated, not rounded, to 3 decimals, trailing zeros dropped,
 * grouped for the locale (default en-US), then the symbol. A zero or unreadable balance shows
 * "0.000". The views call it through `ui/format` with the visitor's locale.
 *
 * @example
 * ```ts
 * formatBalance('1.23999', 'ETH') // '1.239 ETH'
 * formatBalance('9999.9951', 'ETH') // '9,999.995 ETH'
 * formatBalance('10000', 'USDC', 'de') // '10.000 USDC'
 * formatBalance('0.0001') // '0.000'
 * ```
 */
export function formatBalance(balance: unknown, symbol?: string, locale = 'en-US'): string {
  const truncated = truncateDecimal(balance, DISPLAY_DECIMALS.balance)
  const zero = truncated === undefined || truncated === '0'
  // Cut first (exact, on the decimal string), so Intl has nothing left to round.
  const shown = formatNumber(zero ? '0' : truncated, {
    maximumFractionDigits: DISPLAY_DECIMALS.balance,
    minimumFractionDigits: zero ? DISPLAY_DECIMALS.balance : 0,
    locale,
  })
  return symbol ? `${shown} ${symbol}` : shown
}

/** Options of {@link formatNumber}. */
export interface FormatNumberOptions {
  /** Most fraction digits shown (rounded half away from zero). Default 2. */
  maximumFractionDigits?: number
  /** Fewest fraction digits shown (zero padded). Defaults to the maximum. */
  minimumFractionDigits?: number
  /** BCP 47 locale; default 'en-US' so that output does not depend on the machine. */
  locale?: string
}

/**
 * A number for display (SPEC §9: "other formatted numbers default to 2 fraction digits"),
 * with grouping. Strings are formatted exactly (no float detour). Unreadable input shows as 0.
 *
 * @example
 * ```ts
 * formatNumber('1234.5') // '1,234.50'
 * formatNumber(0.123456, { maximumFractionDigits: 6, minimumFractionDigits: 0 }) // '0.123456'
 * ```
 */
export function formatNumber(value: unknown, options: FormatNumberOptions = {}): string {
  const max = clampDigits(options.maximumFractionDigits, DISPLAY_DECIMALS.default)
  const min = Math.min(clampDigits(options.minimumFractionDigits, max), max)
  const parts = parseDecimal(value)
  const exact = parts ? joinDecimal(parts) : '0'
  const format = numberFormat(options.locale ?? 'en-US', {
    maximumFractionDigits: max,
    minimumFractionDigits: min,
  })
  // Intl formats a decimal string exactly (ES2023), which keeps long amounts intact.
  return format.format(exact as Intl.StringNumericLiteral)
}

/** An `Intl.NumberFormat` for the locale; a tag Intl refuses falls back to en-US, never throws. */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, options)
  } catch {
    return new Intl.NumberFormat('en-US', options)
  }
}

function clampDigits(digits: number | undefined, fallback: number): number {
  if (digits === undefined || !Number.isInteger(digits)) return fallback
  return Math.min(Math.max(digits, 0), 20)
}

/**
 * The destination amount of a swap (SPEC §9): up to 6 decimals.
 *
 * @example
 * ```ts
 * formatSwapDestinationAmount('0.1234567') // '0.123457'
 * ```
 */
export function formatSwapDestinationAmount(value: unknown, locale?: string): string {
  return formatNumber(value, {
    maximumFractionDigits: DISPLAY_DECIMALS.swapDestination,
    minimumFractionDigits: 0,
    ...(locale ? { locale } : {}),
  })
}

/**
 * A transfer amount in the activity list (SPEC §9): up to 3 decimals.
 *
 * @example
 * ```ts
 * formatTransferAmount('12.34567') // '12.346'
 * ```
 */
export function formatTransferAmount(value: unknown, locale?: string): string {
  return formatNumber(value, {
    maximumFractionDigits: DISPLAY_DECIMALS.transfer,
    minimumFractionDigits: 0,
    ...(locale ? { locale } : {}),
  })
}
