import type { HTMLAttributes } from 'react'
import { Icon } from '../Icon/Icon'
import { Spinner } from '../Spinner/Spinner'

/** SPEC §3 snackbar variants. */
export type SnackbarVariant = 'success' | 'error' | 'loading'

/** Props of {@link Snackbar}. */
export interface SnackbarProps {
  message: string
  variant: SnackbarVariant
  /** When false nothing is rendered; the store owns the open state and the 150 ms swap delay. */
  open?: boolean
}

/**
 * A short toast. Errors use role `alert` (assertive); success and loading use role `status`
 * (polite), so a screen reader announces them without interrupting.
 *
 * @example
 * ```tsx
 * <Snackbar open={snackbar.open} variant={snackbar.variant} message={snackbar.message} />
 * ```
 */
export function Snackbar({ message, variant, open = true }: SnackbarProps) {
  if (!open) return null
  const live: HTMLAttributes<HTMLDivElement> =
    variant === 'error' ? { role: 'alert' } : { role: 'status', 'aria-live': 'polite' }
  return (
    <div {...live} className={`portico-snackbar portico-snackbar--${variant}`}>
      {variant === 'loading' ? (
        <Spinner size="small" decorative />
      ) : (
        <Icon name={variant === 'error' ? 'error' : 'check'} />
      )}
      <span>{message}</span>
    </div>
  )
}
