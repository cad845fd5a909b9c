import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import type { BundleIssue, HostLocales } from './hostLocales'
import type { Locale } from './loadLocale'
import { button } from './locales/en/button'
import type { Translator } from './translator'

/**
 * The translator of the nearest {@link I18nProvider}; `undefined` means English. Start-up
 * script: it holds no catalogue. The full English one comes with the modal's chunk
 * (`useI18n` in I18nProvider.tsx) and a locale's bundle with its own chunk, so a page that
 * shows only PorticoButton downloads two strings, not the catalogue.
 */
export const I18nContext = createContext<Translator | undefined>(undefined)

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
  const [translator, setTranslator] = useState<Translator | undefined>(undefined)

  useEffect(() => {
    let current = true
    if (locale === 'en' && !locales?.en) {
      setTranslator(undefined)
      return
    }
    const onIssues = (issues: BundleIssue[]) => onBundleIssues?.(locale, issues)
    // The loader and the translator come with the locale: an English page never loads them
    // on start-up.
    Promise.all([import('./loadLocale'), import('./translator')])
      .then(([{ loadLocale }, { createTranslator }]) =>
        loadLocale(locale, { ...(locales ? { locales } : {}), onIssues }).then((bundle) =>
          createTranslator(locale, bundle),
        ),
      )
      .then(
        (loaded) => {
          if (current) setTranslator(loaded)
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

/** A key PorticoButton may show: the start-up strings (`locales/en/button.ts`). */
export type ButtonMessageKey = keyof typeof button

/**
 * The button's strings: the nearest provider's locale once loaded, English before. Views use
 * `useI18n` (the whole catalogue) instead.
 *
 * @example
 * ```tsx
 * const { t } = useButtonText()
 * return <button type="button">{t('connect.title')}</button>
 * ```
 */
export function useButtonText(): { t: (key: ButtonMessageKey) => string; locale: string } {
  return useContext(I18nContext) ?? ENGLISH_BUTTON
}

const ENGLISH_BUTTON = { t: (key: ButtonMessageKey) => button[key], locale: 'en' }
