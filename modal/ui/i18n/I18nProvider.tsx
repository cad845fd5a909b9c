import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import type { BundleIssue, HostLocales } from './hostLocales'
import { type Locale, loadLocale } from './loadLocale'
import { createTranslator, type Translator } from './translator'

const english = createTranslator('en')
const I18nContext = createContext<Translator>(english)

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  /** Defaults to `en`. Other locales load lazily; English shows until they arrive. */
  locale?: Locale
  /** The host's own locales (or overrides of shipped ones), checked when they load. */
  locales?: HostLocales
  /** Told when a locale chunk fails to load (English stays in use). */
  onLoadError?: (error: unknown) => void
  /** Told which entries of a host's bundle were left out, and why (English shows for them). */
  onBundleIssues?: (locale: Locale, issues: BundleIssue[]) => void
  children: ReactNode
}

/**
 * Supplies the translator to the components below. Without a provider they speak English.
 *
 * @example
 * ```tsx
 * <I18nProvider locale="de"><Header title="…" onClose={close} /></I18nProvider>
 * <I18nProvider locale="es" locales={{ es: () => import('./es') }}>…</I18nProvider>
 * ```
 */
export function I18nProvider({
  locale = 'en',
  locales,
  onLoadError,
  onBundleIssues,
  children,
}: I18nProviderProps) {
  const [translator, setTranslator] = useState<Translator>(english)

  useEffect(() => {
    let current = true
    if (locale === 'en' && !locales?.en) {
      setTranslator(english)
      return
    }
    const onIssues = (issues: BundleIssue[]) => onBundleIssues?.(locale, issues)
    loadLocale(locale, { ...(locales ? { locales } : {}), onIssues }).then(
      (bundle) => {
        if (current) setTranslator(createTranslator(locale, bundle))
      },
      (error: unknown) => {
        if (current) onLoadError?.(error)
      },
    )
    return () => {
      current = false
    }
  }, [locale, locales, onLoadError, onBundleIssues])

  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>
}

/**
 * The translator of the nearest {@link I18nProvider}, or English.
 *
 * @example
 * ```tsx
 * const { t } = useI18n()
 * return <button type="button">{t('common.close')}</button>
 * ```
 */
export function useI18n(): Translator {
  return useContext(I18nContext)
}
