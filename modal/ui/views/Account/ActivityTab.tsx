import { EmptyState } from '../../components/EmptyState/EmptyState'
import { useI18n } from '../../i18n/I18nProvider'

/**
 * The Activity tab, a feature part loaded on demand (history). The root store has no
 * transaction-history state yet, so it says activity is not available instead of inventing it.
 *
 * @example
 * ```tsx
 * const ActivityTab = lazy(() => import('./ActivityTab'))
 * ```
 */
export default function ActivityTab() {
  const { t } = useI18n()
  return <EmptyState title={t('account.activityUnavailable')} />
}
