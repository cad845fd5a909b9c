import type { LocaleBundle } from './translator'

/** The locales Portico ships. English is bundled; the others are separate chunks. */
export const LOCALES = ['en', 'de'] as const
export type Locale = (typeof LOCALES)[number]

// One dynamic import per locale, so a bundler splits each into its own chunk and the
// start-up bundle carries English only.
const loaders: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<LocaleBundle>>> = {
  de: () => import('./locales/de'),
}

/** True when `value` names a shipped locale. */
export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value)
}

/**
 * Loads a locale's bundle. English resolves to an empty bundle: the translator's
 * fallback already is English.
 *
 * @example
 * ```ts
 * const translator = createTranslator('de', await loadLocale('de'))
 * ```
 */
export async function loadLocale(locale: Locale): Promise<LocaleBundle> {
  if (locale === 'en') return { messages: {} }
  const { messages, errors } = await loaders[locale]()
  return errors ? { messages, errors } : { messages }
}
