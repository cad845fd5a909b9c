import { useId } from 'react'
import { useI18n } from '../../i18n/I18nProvider'

/** Props of {@link LegalCheckbox}. */
export interface LegalCheckboxProps {
  checked: boolean
  onChange: (checked: boolean) => void
  termsUrl: string | undefined
  privacyUrl: string | undefined
}

/**
 * The legal consent of the connect view (feature `legalCheckbox`): wallets stay disabled
 * until it is ticked. Links open the host's terms and privacy policy in a new tab.
 *
 * @example
 * ```tsx
 * <LegalCheckbox checked={accepted} onChange={setAccepted} termsUrl={terms} privacyUrl={privacy} />
 * ```
 */
export function LegalCheckbox({ checked, onChange, termsUrl, privacyUrl }: LegalCheckboxProps) {
  const { t } = useI18n()
  const id = useId()
  const link = (href: string | undefined, text: string) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    ) : (
      text
    )
  return (
    <div className="portico-legal">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{t('connect.legalConsent')}</label>{' '}
      <span className="portico-legal__links">
        {link(termsUrl, t('common.termsOfService'))} {t('common.and')}{' '}
        {link(privacyUrl, t('common.privacyPolicy'))}
      </span>
    </div>
  )
}
