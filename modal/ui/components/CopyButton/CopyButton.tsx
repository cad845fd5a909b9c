import { useRef } from 'react'
import { useI18n } from '../../i18n/I18nProvider'
import { Button, type ButtonVariant } from '../Button/Button'
import { Icon } from '../Icon/Icon'
import { type ClipboardWriter, copyText } from './copyText'

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  /** What is copied (a pairing URI, an address). */
  text: string
  /** Button text; defaults to "Copy link". */
  label?: string
  /** Called after a successful copy: show the success snackbar from here. */
  onCopied?: () => void
  /** Called when neither the Clipboard API nor the fallback could copy. */
  onError?: (error: unknown) => void
  /** Defaults to `navigator.clipboard` when present. */
  clipboard?: ClipboardWriter
  variant?: ButtonVariant
  fullWidth?: boolean
}

/**
 * A button that copies text and reports the outcome through callbacks.
 *
 * @example
 * ```tsx
 * <CopyButton text={uri} onCopied={() => snackbar.success(t('connecting.linkCopied'))} />
 * ```
 */
export function CopyButton(props: CopyButtonProps) {
  const { t } = useI18n()
  const ref = useRef<HTMLButtonElement>(null)
  const onClick = () => {
    const anchor = ref.current
    if (!anchor) return
    const clipboard = props.clipboard ?? globalThis.navigator?.clipboard
    copyText(props.text, clipboard, anchor).then(props.onCopied, props.onError)
  }
  return (
    <Button
      ref={ref}
      variant={props.variant ?? 'secondary'}
      fullWidth={props.fullWidth}
      icon={<Icon name="copy" />}
      onClick={onClick}
    >
      {props.label ?? t('connecting.copyLink')}
    </Button>
  )
}
