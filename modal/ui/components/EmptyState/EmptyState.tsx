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
      {description && <p className="portico-empty__description">{description}</p>}
      {action}
    </section>
  )
}
