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
 * formatUsd(0.0021, 'en', { maximumFractionDigits: 4 }) // '$0.0021'
 * ```
 */
export function formatUsd(
  value: unknown,
  locale: string,
  digits: { maximumFractionDigits?: number } = {},
): string {
  const parts = parseDecimal(value)
  const exact = parts ? joinDecimal(parts) : '0'
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: DISPLAY_DECIMALS.default,
    // A network fee of a fraction of a cent keeps its digits ("$0.0021"), else it reads $0.00.
    maximumFractionDigits: Math.max(
      DISPLAY_DECIMALS.default,
      Math.min(digits.maximumFractionDigits ?? DISPLAY_DECIMALS.default, 6),
    ),
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
