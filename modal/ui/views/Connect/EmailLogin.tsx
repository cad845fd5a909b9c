import { useI18n } from '../../i18n/I18nProvider'
import { MethodSection } from './MethodSection'

/**
 * The e-mail login part of the connect view, loaded on demand (SPEC §2). The core has no
 * e-mail login action yet (the auth port only reloads the frame), so it says so instead of
 * offering a form that could not work.
 *
 * @example
 * ```tsx
 * const EmailLogin = lazy(() => import('./EmailLogin'))
 * ```
 */
export default function EmailLogin() {
  const { t } = useI18n()
  return (
    <MethodSection title={t('connect.emailHeading')}>
      <p className="portico-connect__note">{t('connect.emailUnavailable')}</p>
    </MethodSection>
  )
}
