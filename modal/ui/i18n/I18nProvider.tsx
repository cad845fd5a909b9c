import { useContext } from 'react'
import { I18nContext } from './i18nContext'
import { createTranslator, type Translator } from './translator'

export { I18nProvider, type I18nProviderProps } from './i18nContext'

// The whole English catalogue, with the views that read it (the modal's chunk).
const english = createTranslator('en')

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
  return useContext(I18nContext) ?? english
}
