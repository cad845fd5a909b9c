import { useEffect, useRef } from 'react'
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
  /**
   * Changes with every new view. When it changes and focus has left the modal (the control
   * that was pressed went away with the old view), focus moves to the new title, so keyboard
   * users stay inside the dialog and Escape keeps working. Leave it out where focus must not
   * move (embedded mode).
   */
  focusKey?: string
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
export function Header({ title, onBack, onClose, closeDisabled = false, focusKey }: HeaderProps) {
  const { t } = useI18n()
  const titleId = useDialogTitleId()
  const titleRef = useRef<HTMLHeadingElement>(null)
  const shownKey = useRef(focusKey)
  useEffect(() => {
    const heading = titleRef.current
    // On first mount the dialog's focus trap moves focus in (and remembers the trigger).
    if (focusKey === shownKey.current || focusKey === undefined || !heading) return
    shownKey.current = focusKey
    const root = heading.getRootNode() as Document | ShadowRoot
    const active = root.activeElement
    const dialog = heading.closest('[role="dialog"]')
    if (!active || active === heading.ownerDocument.body || !dialog?.contains(active)) {
      heading.focus()
    }
  }, [focusKey])
  return (
    <div className="portico-header">
      <span className="portico-header__side">
        {onBack && <IconButton icon="back" label={t('common.back')} onClick={onBack} />}
      </span>
      <h2 id={titleId} ref={titleRef} className="portico-header__title" tabIndex={-1}>
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
