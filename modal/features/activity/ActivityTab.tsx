import { observer } from 'mobx-react-lite'
import { useRef } from 'react'
import { Button } from '../../ui/components/Button/Button'
import { ListState } from '../../ui/components/ListState/ListState'
import { SKELETON_ROWS, Skeleton } from '../../ui/components/Skeleton/Skeleton'
import { useI18n } from '../../ui/i18n/I18nProvider'
import { useLoadForAccount } from '../../ui/views/shared/useLoadForAccount'
import type { ViewProps } from '../../ui/views/viewProps'
import { ActivityItem } from './ActivityItem'
import { activityStoreFor } from './activityStore'
import { useNearEnd } from './useNearEnd'

/**
 * The Activity tab: the history grouped by month (newest first), loading / empty / failed told
 * apart, the next page fetched as the visitor scrolls to the end (or presses "Load more"). The
 * list does not scroll by itself: the tab area around it does (one scroll container).
 *
 * @example
 * ```tsx
 * const ActivityTab = lazy(() => import('../../features/activity/ActivityTab'))
 * ```
 */
const ActivityTab = observer(function ActivityTab({ portico }: Pick<ViewProps, 'portico'>) {
  const translator = useI18n()
  const { t } = translator
  const store = activityStoreFor(portico)
  const network = portico.chains.activeCaipNetwork
  useLoadForAccount(portico, () => store.load({ force: true }))
  const end = useRef<HTMLDivElement>(null)
  useNearEnd(end, () => {
    if (store.next) void store.loadMore()
  })
  const month = new Intl.DateTimeFormat(translator.locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const explorer = network?.blockExplorers?.default.url
  return (
    <ListState
      state={store.state}
      isEmpty={store.shown.length === 0}
      loadingLabel={t('activity.loading')}
      skeleton={<ActivitySkeleton />}
      snackbar={portico.snackbar}
      failedTitle={translator.translateError('FAILED_TO_FETCH_TRANSACTIONS')}
      onRetry={() => void store.load({ force: true })}
      emptyTitle={t('account.noActivity')}
      emptyHint={t('account.noActivityHint')}
    >
      <section className="portico-activity" aria-label={t('activity.listLabel')}>
        {store.groups.map((group) => {
          const heading = month.format(Date.UTC(group.year, group.month))
          return (
            <section key={`${group.year}-${group.month}`} aria-label={heading}>
              <h4 className="portico-activity__month">{heading}</h4>
              <ul className="portico-list">
                {group.transactions.map((transaction) => (
                  <ActivityItem
                    key={transaction.id}
                    transaction={transaction}
                    explorerUrl={explorer}
                    now={portico.deps.clock.now()}
                  />
                ))}
              </ul>
            </section>
          )
        })}
        {store.next && (
          <Button
            variant="ghost"
            fullWidth
            loading={store.loadingMore}
            onClick={() => void store.loadMore()}
          >
            {t('activity.loadMore')}
          </Button>
        )}
        <div ref={end} aria-hidden="true" />
      </section>
    </ListState>
  )
})

/** History items of the real items' size under a month heading: head, one transfer, foot. */
function ActivitySkeleton() {
  return (
    <div className="portico-activity">
      <div className="portico-activity__month">
        <Skeleton width="short" />
      </div>
      <ul className="portico-list">
        {SKELETON_ROWS.slice(0, 3).map((row) => (
          <li key={row} className="portico-activity__item">
            <div className="portico-activity__head">
              <Skeleton width="medium" />
              <span className="portico-activity__status">
                <Skeleton className="portico-activity__skeleton-status" />
              </span>
            </div>
            <div className="portico-activity__line">
              <Skeleton shape="circle" className="portico-activity__skeleton-icon" />
              <Skeleton width="long" />
            </div>
            <div className="portico-activity__foot">
              <Skeleton width="medium" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}

export default ActivityTab
