import type { ReactNode } from 'react'
import { useI18n } from '../../i18n/I18nProvider'
import { Button } from '../Button/Button'
import { EmptyState } from '../EmptyState/EmptyState'
import { Spinner } from '../Spinner/Spinner'

/** Where a fetched list stands. */
export type ListLoadState = 'idle' | 'loading' | 'loaded' | 'failed'

/** Props of {@link ListState}. */
export interface ListStateProps {
  state: ListLoadState
  /** True when the loaded list has no entries. */
  isEmpty: boolean
  /** Names the spinner, e.g. "Loading activity". */
  loadingLabel: string
  /** The SPEC §8 message of the failure, e.g. "Failed to fetch transactions". */
  failedTitle: string
  /** When a retry will be allowed, or why not (a balance retry waits 30 s, SPEC §4). */
  failedHint?: string
  /** Omit to offer no retry (e.g. while it would be refused). */
  onRetry?: () => void
  emptyTitle: string
  emptyHint?: string
  /** The list itself, shown once loaded and not empty. */
  children: ReactNode
}

/**
 * Tells a fetched list's states apart: loading (a labelled spinner), failed (the §8 message,
 * when a retry is allowed, and "Try again"), empty (the hint), or the list.
 *
 * @example
 * ```tsx
 * <ListState state={store.state} isEmpty={store.items.length === 0} loadingLabel={t('activity.loading')}
 *   failedTitle={translateError('FAILED_TO_FETCH_TRANSACTIONS')} onRetry={retry}
 *   emptyTitle={t('account.noActivity')}>{list}</ListState>
 * ```
 */
export function ListState(props: ListStateProps) {
  const { t } = useI18n()
  if (props.state === 'failed') {
    const { onRetry } = props
    return (
      <EmptyState
        icon="warning"
        title={props.failedTitle}
        {...(props.failedHint ? { description: props.failedHint } : {})}
        action={
          onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )
        }
      />
    )
  }
  if (props.state !== 'loaded') return <Spinner label={props.loadingLabel} />
  if (props.isEmpty) {
    return (
      <EmptyState
        title={props.emptyTitle}
        {...(props.emptyHint ? { description: props.emptyHint } : {})}
      />
    )
  }
  return <>{props.children}</>
}
