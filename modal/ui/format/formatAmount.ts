import { formatBalance, formatNumber, UNFETCHED_BALANCE } from '../../core/format/number'

/** Options of {@link formatAmount}. */
export interface FormatAmountOptions {
  /** BCP 47 locale of the visitor's language (the translator's `locale`). */
  locale: string
  /** Appended after a space, e.g. "ETH". */
  symbol?: string
}

/**
 * A token amount or balance for display: cut, not rounded, to 3 decimals (SPEC §9 Display),
 * trailing zeros dropped so "10,000 USDC" and "9,999.995 ETH" read alike, grouped for the
 * locale ("10.000 USDC" in German). Exact for long decimal strings (no float detour). Zero or
 * unreadable input shows "0.000".
 *
 * @example
 * ```ts
 * formatAmount('9999.99999', { locale: 'en', symbol: 'ETH' }) // '9,999.999 ETH'
 * formatAmount('10000', { locale: 'de', symbol: 'USDC' }) // '10.000 USDC'
 * ```
 */
export function formatAmount(value: unknown, options: FormatAmountOptions): string {
  return formatBalance(value, options.symbol, options.locale)
}

/**
 * A balance that was never fetched (testnets, unsupported namespaces: SPEC §9 says "0.00"),
 * written for the locale ("0,00" in German), with its symbol.
 *
 * @example
 * ```ts
 * formatUnfetchedAmount({ locale: 'de', symbol: 'ETH' }) // '0,00 ETH'
 * ```
 */
export function formatUnfetchedAmount(options: FormatAmountOptions): string {
  const shown = formatNumber(UNFETCHED_BALANCE, { locale: options.locale })
  return options.symbol ? `${shown} ${options.symbol}` : shown
}
