import { useI18n } from '../../i18n/I18nProvider'
import { Icon } from '../Icon/Icon'
import { IconButton } from '../IconButton/IconButton'

/** How serious an {@link Alert} is. */
export type AlertTone = 'info' | 'warning' | 'error'

/** Props of {@link Alert}. */
export interface AlertProps {
  /** Short heading, e.g. "Invalid App Configuration" (from the error catalogue). */
  title: string
  /** Optional explanation below the title. */
  message?: string
  tone?: AlertTone
  /** Shows a "Dismiss" button when given. */
  onDismiss?: () => void
}

/**
 * A banner inside the modal. Errors and warnings are announced at once (role `alert`);
 * information is a polite `status`.
 *
 * @example
 * ```tsx
 * <Alert tone="error" title={translateError('INCORRECT_AMOUNT')} message={translateError('ENTER_VALID_AMOUNT')} />
 * ```
 */
export function Alert({ title, message, tone = 'info', onDismiss }: AlertProps) {
  const { t } = useI18n()
  return (
    <div
      role={tone === 'info' ? 'status' : 'alert'}
      className={`portico-alert portico-alert--${tone}`}
    >
      <Icon name={tone} size={18} />
      <div className="portico-alert__text">
        <strong className="portico-alert__title">{title}</strong>
        {message && <p className="portico-alert__message">{message}</p>}
      </div>
      {onDismiss && <IconButton icon="close" label={t('common.dismiss')} onClick={onDismiss} />}
    </div>
  )
}
