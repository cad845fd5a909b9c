import { useI18n } from '../i18n/I18nProvider'
import { formatAmount, formatUnfetchedAmount } from './formatAmount'
import { formatUsd } from './formatUsd'

/** The number formats of the active locale, see {@link useFormat}. */
export interface Formatters {
  /** A token amount, cut to 3 decimals, e.g. "9,999.995 ETH". */
  amount(value: unknown, symbol?: string): string
  /** A balance never fetched (SPEC §9 "0.00"), e.g. "0.00 ETH". */
  unfetched(symbol?: string): string
  /** A US dollar value with 2 decimals (or up to `maximumFractionDigits`), e.g. "$10,000.00". */
  usd(value: unknown, options?: { maximumFractionDigits?: number }): string
}

/**
 * Formats numbers for the locale of the nearest I18nProvider, so every view that shows an
 * amount (Account, tokens, send and swap summaries, the host's account button) writes it one way.
 *
 * @example
 * ```tsx
 * const format = useFormat()
 * return <span>{format.amount(token.quantity.numeric, token.symbol)}</span>
 * ```
 */
export function useFormat(): Formatters {
  const { locale } = useI18n()
  return formattersFor(locale)
}

/**
 * The formatters of one locale, for code outside React.
 *
 * @example
 * ```ts
 * formattersFor('de').usd(1234.5) // '1.234,50 $'
 * ```
 */
export function formattersFor(locale: string): Formatters {
  return {
    amount: (value, symbol) => formatAmount(value, { locale, ...(symbol ? { symbol } : {}) }),
    unfetched: (symbol) => formatUnfetchedAmount({ locale, ...(symbol ? { symbol } : {}) }),
    usd: (value, options) => formatUsd(value, locale, options),
  }
}
