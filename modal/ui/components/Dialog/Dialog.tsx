import { type KeyboardEvent, type MouseEvent, type ReactNode, useId, useRef } from 'react'
import { useCloseFade } from './closeFade'
import { DialogTitleIdContext } from './dialogTitle'
import { useFocusTrap } from './useFocusTrap'

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the modal is shown. Ignored when `embedded` (inline content is always shown). */
  open: boolean
  /** Called on Escape, on a backdrop click and by close buttons wired to it. */
  onClose: () => void
  /** Refuses Escape and backdrop clicks (SPEC §4: SIWX / ApproveTransaction when sign-in is required). */
  closeDisabled?: boolean
  /** Plays the 500 ms shake while true; the store turns it off through its clock. */
  shake?: boolean
  /** Renders inline, with no overlay, no focus trap and no aria-modal. */
  embedded?: boolean
  /** Id of the title element; by default one is generated and handed to `Header` via context. */
  titleId?: string
  children: ReactNode
}

/**
 * A WAI-ARIA modal dialog that works inside a shadow root. Put a `Header` (or any element with
 * `useDialogTitleId()` as its id) inside so the dialog is named by its title.
 *
 * @example
 * ```tsx
 * <Dialog open={modal.isOpen} onClose={modal.close} shake={modal.shake}>
 *   <Header title={t('connect.title')} onClose={modal.close} />
 *   …
 * </Dialog>
 * ```
 */
export function Dialog(props: DialogProps) {
  const generatedId = useId()
  const titleId = props.titleId ?? generatedId
  const content = (
    <DialogTitleIdContext.Provider value={titleId}>{props.children}</DialogTitleIdContext.Provider>
  )
  if (props.embedded) {
    return (
      <section className={dialogClass(props, 'portico-dialog--embedded')} aria-labelledby={titleId}>
        {content}
      </section>
    )
  }
  if (!props.open) return null
  return (
    <ModalDialog {...props} titleId={titleId}>
      {content}
    </ModalDialog>
  )
}

function dialogClass({ shake }: DialogProps, extra: string): string {
  return `portico-dialog ${extra}${shake ? ' portico-dialog--shake' : ''}`
}

function ModalDialog(props: DialogProps & { titleId: string }) {
  const { onClose, closeDisabled = false, titleId } = props
  const dialogRef = useRef<HTMLDivElement>(null)
  const overlayRef = useRef<HTMLDivElement>(null)
  useFocusTrap(dialogRef, true, titleId)
  useCloseFade(overlayRef)

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    event.stopPropagation()
    if (!closeDisabled) onClose()
  }
  // A press on the backdrop must not move focus out of the dialog (onto the page body).
  const keepFocus = (event: MouseEvent) => {
    if (event.target === event.currentTarget) event.preventDefault()
  }
  const onBackdropClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget && !closeDisabled) onClose()
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is a pointer shortcut; Escape is its keyboard equivalent.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape (handled on the dialog) is the keyboard equivalent.
    <div
      ref={overlayRef}
      className="portico-overlay"
      data-testid="portico-backdrop"
      onMouseDown={keepFocus}
      onClick={onBackdropClick}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={dialogClass(props, 'portico-dialog--modal')}
        onKeyDown={onKeyDown}
      >
        {props.children}
      </div>
    </div>
  )
}
