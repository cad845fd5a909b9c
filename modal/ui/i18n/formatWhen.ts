const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** Older than this, a time reads better as a date than as "n days ago". */
const RELATIVE_LIMIT = 7 * DAY

/**
 * When something happened, in the active locale: relative within the last week ("5 minutes
 * ago", "vor 3 Stunden", "hier"), a date after that ("12 Nov 2026", "12. Nov. 2026"). `now`
 * comes from the injected clock; dates are read in UTC, like the month headings, so a page
 * shows the same text on every machine. An unreadable time gives `undefined` (nothing shown).
 *
 * @example
 * ```ts
 * formatWhen('de', '2026-11-23T09:00:00Z', Date.parse('2026-11-23T12:00:00Z')) // 'vor 3 Stunden'
 * ```
 */
export function formatWhen(locale: string, iso: string, now: number): string | undefined {
  const then = Date.parse(iso)
  if (Number.isNaN(then)) return undefined
  // A block stamped slightly ahead of this page's clock (chain and page clocks drift) is "now".
  const ago = now - then < 0 && now - then > -HOUR ? 0 : now - then
  if (ago >= 0 && ago < RELATIVE_LIMIT) {
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
    if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute')
    if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour')
    return relative.format(-Math.floor(ago / DAY), 'day')
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(then)
}
