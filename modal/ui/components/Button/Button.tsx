import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import { Spinner } from '../Spinner/Spinner'

/** Visual weight of a {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

/** Props of {@link Button}. */
export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> {
  /** The visible text: required, it is the accessible name. */
  children: ReactNode
  variant?: ButtonVariant
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean
  /** A decorative icon before the text. */
  icon?: ReactNode
  /** Stretches to the container's width. */
  fullWidth?: boolean
  /** `submit` inside forms; `button` otherwise (the default, so nothing submits by accident). */
  type?: 'button' | 'submit'
  ref?: Ref<HTMLButtonElement>
}

/**
 * A text button. Icon-only buttons are {@link IconButton}, which requires a `label`.
 *
 * @example
 * ```tsx
 * <Button variant="primary" onClick={connect}>{t('common.continue')}</Button>
 * ```
 */
export function Button({
  children,
  variant = 'primary',
  loading = false,
  icon,
  fullWidth = false,
  type = 'button',
  disabled,
  className,
  ...rest
}: ButtonProps) {
  const classes = ['portico-button', `portico-button--${variant}`]
  if (fullWidth) classes.push('portico-button--full')
  if (className) classes.push(className)
  return (
    <button
      {...rest}
      type={type}
      className={classes.join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner size="small" decorative /> : icon}
      <span className="portico-button__label">{children}</span>
    </button>
  )
}
