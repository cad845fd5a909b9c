import type { BundleIssue, HostLocales } from './hostLocales'
import type { LocaleBundle } from './translator'

/** The locales Portico ships. English is bundled; the others are separate chunks. */
export const LOCALES = ['en', 'de', 'fr'] as const

/** A locale Portico ships. */
export type ShippedLocale = (typeof LOCALES)[number]

/**
 * A BCP 47 tag: one Portico ships, or any other the host supplies a bundle for (see
 * `HostLocales`); a tag with neither shows English.
 *
 * @example
 * ```tsx
 * const locale: Locale = navigator.language.startsWith('fr') ? 'fr' : 'en'
 * <PorticoProvider portico={portico} locale={locale}>…</PorticoProvider>
 * ```
 */
export type Locale = ShippedLocale | (string & {})

// One dynamic import per locale, so a bundler splits each into its own chunk and the
// start-up bundle carries English only.
const loaders: Readonly<Record<Exclude<ShippedLocale, 'en'>, () => Promise<LocaleBundle>>> = {
  de: () => import('./locales/de'),
  fr: () => import('./locales/fr'),
}

/** True when `value` names a locale Portico ships. */
export function isLocale(value: string): value is ShippedLocale {
  return (LOCALES as readonly string[]).includes(value)
}

async function loadShipped(locale: Locale): Promise<LocaleBundle> {
  if (!isLocale(locale) || locale === 'en') return { messages: {} }
  const { messages, errors } = await loaders[locale]()
  return errors ? { messages, errors } : { messages }
}

/** Where a host's locales come from and who hears about the entries left out. */
export interface LoadLocaleOptions {
  locales?: HostLocales
  onIssues?: (issues: BundleIssue[]) => void
}

/**
 * Loads a locale's bundle: the shipped one (English resolves to an empty bundle: the
 * translator's fallback already is English), overlaid with the host's, checked on arrival.
 *
 * @example
 * ```ts
 * const translator = createTranslator('de', await loadLocale('de'))
 * const spanish = await loadLocale('es', { locales: { es: () => import('./es') } })
 * ```
 */
export async function loadLocale(
  locale: Locale,
  { locales, onIssues }: LoadLocaleOptions = {},
): Promise<LocaleBundle> {
  const shipped = await loadShipped(locale)
  const source = locales && Object.hasOwn(locales, locale) ? locales[locale] : undefined
  if (source === undefined) return shipped
  // The checker loads only for a page that brings its own locales: others never pay for it.
  const { readHostSource, validateLocaleBundle } = await import('./hostLocales')
  const { bundle, issues } = validateLocaleBundle(await readHostSource(source))
  if (issues.length > 0) onIssues?.(issues)
  const messages = { ...shipped.messages, ...bundle.messages }
  const errors = { ...shipped.errors, ...bundle.errors }
  return Object.keys(errors).length > 0 ? { messages, errors } : { messages }
}
