import type { ButtonHTMLAttributes, Ref } from 'react'
import { Icon, type IconName } from '../Icon/Icon'

/** Props of {@link IconButton}. */
export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type' | 'aria-label'> {
  /** The accessible name (also the tooltip). Required: an icon alone names nothing. */
  label: string
  icon: IconName
  ref?: Ref<HTMLButtonElement>
}

/**
 * A button that shows only an icon; `label` becomes its accessible name.
 *
 * @example
 * ```tsx
 * <IconButton icon="close" label={t('common.close')} onClick={onClose} />
 * ```
 */
export function IconButton({ label, icon, className, ...rest }: IconButtonProps) {
  const classes = className ? `portico-icon-button ${className}` : 'portico-icon-button'
  return (
    <button {...rest} type="button" className={classes} aria-label={label} title={label}>
      <Icon name={icon} size={20} />
    </button>
  )
}
