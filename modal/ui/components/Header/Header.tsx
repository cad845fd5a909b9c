import { useI18n } from '../../i18n/I18nProvider'
import { useDialogTitleId } from '../Dialog/dialogTitle'
import { IconButton } from '../IconButton/IconButton'

/** Props of {@link Header}. */
export interface HeaderProps {
  /** The view's title; it names the surrounding dialog. */
  title: string
  /** Shows a "Back" button when given. */
  onBack?: () => void
  /** Shows a "Close" button when given. */
  onClose?: () => void
  /** Disables the close button (the dialog refuses to close). */
  closeDisabled?: boolean
}

/**
 * The top bar of every view: back, title, close. The title carries the dialog's title id so
 * that `Dialog` is labelled by it, and accepts programmatic focus when nothing else can.
 *
 * @example
 * ```tsx
 * <Header title={t('allWallets.title')} onBack={router.back} onClose={modal.close} />
 * ```
 */
export function Header({ title, onBack, onClose, closeDisabled = false }: HeaderProps) {
  const { t } = useI18n()
  const titleId = useDialogTitleId()
  return (
    <div className="portico-header">
      <span className="portico-header__side">
        {onBack && <IconButton icon="back" label={t('common.back')} onClick={onBack} />}
      </span>
      <h2 id={titleId} className="portico-header__title" tabIndex={-1}>
        {title}
      </h2>
      <span className="portico-header__side">
        {onClose && (
          <IconButton
            icon="close"
            label={t('common.close')}
            onClick={onClose}
            disabled={closeDisabled}
          />
        )}
      </span>
    </div>
  )
}
