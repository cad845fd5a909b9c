import type { ReactNode } from 'react'
import { Icon, type IconName } from '../Icon/Icon'

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** What is missing, e.g. "No activity yet"; also names the region. */
  title: string
  description?: string
  icon?: IconName
  /** An optional call to action, e.g. a Button. */
  action?: ReactNode
}

/**
 * The placeholder a list shows when it has nothing (no tokens, no activity, no search results).
 *
 * @example
 * ```tsx
 * <EmptyState title={t('account.noActivity')} description={t('account.noActivityHint')} />
 * ```
 */
export function EmptyState({ title, description, icon = 'info', action }: EmptyStateProps) {
  return (
    <section className="portico-empty" aria-label={title}>
      <span className="portico-empty__icon">
        <Icon name={icon} size={28} />
      </span>
      <p className="portico-empty__title">{title}</p>
      {/* Not live: inside an alert (a failed list) the title and hint are read once when it
          appears; a hint that counts down must not be read out again every second. */}
      {description && (
        <p className="portico-empty__description" aria-live="off">
          {description}
        </p>
      )}
      {action}
    </section>
  )
}
