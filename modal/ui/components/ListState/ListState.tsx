import { type ReactNode, useLayoutEffect } from 'react'
import { useI18n } from '../../i18n/I18nProvider'
import { Button } from '../Button/Button'
import { EmptyState } from '../EmptyState/EmptyState'

/** Where a fetched list stands. */
export type ListLoadState = 'idle' | 'loading' | 'loaded' | 'failed'

/** Props of {@link ListState}. */
export interface ListStateProps {
  state: ListLoadState
  /** True when the loaded list has no entries. */
  isEmpty: boolean
  /** The one status a screen reader hears while the list loads, e.g. "Loading activity". */
  loadingLabel: string
  /**
   * Placeholder rows of the final rows' size (see `Skeleton`), drawn while the list loads so
   * nothing moves when the data arrives; hidden from assistive technology.
   */
  skeleton: ReactNode
  /** The SPEC §8 message of the failure, e.g. "Failed to fetch transactions". */
  failedTitle: string
  /** When a retry will be allowed, or why not (a balance retry waits 30 s, SPEC §4). */
  failedHint?: string
  /** Omit to offer no retry (e.g. while it would be refused). */
  onRetry?: () => void
  /**
   * The instance's snackbar: while the failure shows here, the snackbar does not repeat the
   * same words over the list (the failure is said once, where it happened).
   */
  snackbar: { showInPlace(message: string): () => void }
  emptyTitle: string
  emptyHint?: string
  /** The list itself, shown once loaded and not empty. */
  children: ReactNode
}

/**
 * Tells a fetched list's states apart: loading (skeleton rows and one "Loading…" status),
 * failed (the §8 message, when a retry is allowed, and "Try again"; an error is never an empty
 * list), empty (the hint), or the list.
 *
 * @example
 * ```tsx
 * <ListState state={store.state} isEmpty={store.items.length === 0} loadingLabel={t('activity.loading')}
 *   skeleton={<Skeleton kind="activity" />} snackbar={portico.snackbar}
 *   failedTitle={translateError('FAILED_TO_FETCH_TRANSACTIONS')} onRetry={retry}
 *   emptyTitle={t('account.noActivity')}>{list}</ListState>
 * ```
 */
export function ListState(props: ListStateProps) {
  if (props.state === 'failed') return <FailedList {...props} />
  if (props.state !== 'loaded') {
    return (
      <div className="portico-loading" role="status" aria-busy="true">
        <span className="portico-visually-hidden">{props.loadingLabel}</span>
        <div className="portico-loading__rows" aria-hidden="true">
          {props.skeleton}
        </div>
      </div>
    )
  }
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

/** The failed state; an alert, since the snackbar does not repeat it while it shows. */
function FailedList({ failedTitle, failedHint, onRetry, snackbar }: ListStateProps) {
  const { t } = useI18n()
  // A layout effect: the snackbar closes before the frame that shows both is painted.
  useLayoutEffect(() => snackbar.showInPlace(failedTitle), [snackbar, failedTitle])
  return (
    <div className="portico-list-failed" role="alert">
      <EmptyState
        icon="warning"
        title={failedTitle}
        {...(failedHint ? { description: failedHint } : {})}
        action={
          onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )
        }
      />
    </div>
  )
}
