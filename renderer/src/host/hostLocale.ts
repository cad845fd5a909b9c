import type { Locale } from 'portico/react'

/** The languages the demo page offers in its switch, each named in its own language. */
export const HOST_LOCALES: readonly { tag: Locale; name: string }[] = [
  { tag: 'en', name: 'English' },
  { tag: 'de', name: 'Deutsch' },
  { tag: 'fr', name: 'Français' },
]

/**
 * The modal language the page starts with: `?locale=de` when it names one of
 * {@link HOST_LOCALES}, else English, so QA can link straight to a German or French modal.
 *
 * @example
 * ```ts
 * readHostLocale('?lab=1&locale=fr') // 'fr'
 * ```
 */
export function readHostLocale(search: string): Locale {
  const asked = new URLSearchParams(search).get('locale')
  return HOST_LOCALES.find((locale) => locale.tag === asked)?.tag ?? 'en'
}

/**
 * The page's address with `locale` set (dropped for English), so a reload keeps the choice.
 *
 * @example
 * ```ts
 * withHostLocale('http://127.0.0.1:5173/host.html?lab=1', 'de') // '…/host.html?lab=1&locale=de'
 * ```
 */
export function withHostLocale(href: string, locale: Locale): string {
  const url = new URL(href)
  if (locale === 'en') url.searchParams.delete('locale')
  else url.searchParams.set('locale', locale)
  return url.toString()
}
