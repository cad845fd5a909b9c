import { useI18n } from '../../i18n/I18nProvider'

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Accessible name; defaults to "Loading". */
  label?: string
  size?: 'small' | 'medium' | 'large'
  /** Hide from assistive technology when the surrounding control already says it is busy. */
  decorative?: boolean
}

/**
 * An indeterminate progress indicator (role `progressbar` without a value).
 *
 * @example
 * ```tsx
 * <Spinner label={t('siwx.authenticating')} />
 * ```
 */
export function Spinner({ label, size = 'medium', decorative = false }: SpinnerProps) {
  const { t } = useI18n()
  const className = `portico-spinner portico-spinner--${size}`
  if (decorative) return <span className={className} aria-hidden="true" />
  return <span className={className} role="progressbar" aria-label={label ?? t('common.loading')} />
}
