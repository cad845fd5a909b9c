import { joinDecimal, parseDecimal } from '../../core/format/decimal'
import { DISPLAY_DECIMALS } from '../../core/format/number'

/**
 * A value in US dollars for display: the currency sign where the locale puts it, 2 decimals
 * (SPEC §9: other numbers default to 2 fraction digits), grouped for the locale:
 * "$10,000.00" in English, "10.000,00 $" in German. Unreadable input shows as 0.
 *
 * @example
 * ```ts
 * formatUsd(10000, 'en') // '$10,000.00'
 * formatUsd('1234.5', 'de') // '1.234,50 $'
 * ```
 */
export function formatUsd(value: unknown, locale: string): string {
  const parts = parseDecimal(value)
  const exact = parts ? joinDecimal(parts) : '0'
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: DISPLAY_DECIMALS.default,
    maximumFractionDigits: DISPLAY_DECIMALS.default,
  }
  let format: Intl.NumberFormat
  try {
    format = new Intl.NumberFormat(locale, options)
  } catch {
    // A tag Intl refuses (a host's own locale name) is written the English way.
    format = new Intl.NumberFormat('en-US', options)
  }
  return format.format(exact as Intl.StringNumericLiteral)
}
