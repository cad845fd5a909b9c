import { observer } from 'mobx-react-lite'
import { Button } from '../../components/Button/Button'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { useI18n } from '../../i18n/I18nProvider'
import { APPROVAL_ASKS, requestKind } from '../shared/requestKind'
import { truncateAddress } from '../shared/truncateAddress'
import type { ViewProps } from '../viewProps'
import { summarizeRequest } from './requestSummary'

/** The page that asks: its origin, as the browser reports it (not what the site says it is). */
function pageOrigin(): string {
  return typeof location === 'undefined' ? '' : location.origin
}

/**
 * The ApproveTransaction view (SPEC §4, §6): the oldest unsafe request waiting for the
 * visitor, worded by its kind (sign a message, sign typed data, approve a transaction: the
 * title says the same, see viewTitle), the site (its origin) and the account that are asked,
 * and a readable summary, with Approve and Reject. The request's strings
 * come from the site or the wallet: they are rendered as text only. What is shown is the
 * store's frozen snapshot, which is also what is sent; each button acts on the shown request's
 * id only, and a request that just came into view ignores clicks for
 * APPROVAL_CLICK_GUARD_MS (modal/core/requests/requestStore.ts).
 *
 * @example
 * ```tsx
 * void portico.request({ method: 'personal_sign', params: [hex, address] }) // opens this view
 * ```
 */
export const ApproveTransaction = observer(function ApproveTransaction({ portico }: ViewProps) {
  const { t } = useI18n()
  const pending = portico.requests.pending
  const current = pending[0]
  if (!current) {
    return (
      <div className="portico-view">
        <EmptyState title={t('approve.noPending')} />
      </div>
    )
  }
  const currency = portico.chains.activeCaipNetwork?.nativeCurrency
  const rows = summarizeRequest(current.request, currency?.symbol ?? '', currency?.decimals ?? 18)
  const origin = pageOrigin()
  const address = portico.chains.activeAddress
  const app = portico.options.metadata?.name ?? origin
  return (
    <div className="portico-view portico-approve">
      <p className="portico-view__lead">
        {t(APPROVAL_ASKS[requestKind(current.request.method)], { app })}
      </p>
      <dl className="portico-approve__summary">
        {origin && (
          <div className="portico-approve__fact">
            <dt>{t('approve.site')}</dt>
            <dd>{origin}</dd>
          </div>
        )}
        {address && (
          <div className="portico-approve__fact">
            <dt>{t('approve.account')}</dt>
            <dd title={address}>{truncateAddress(address)}</dd>
          </div>
        )}
        {rows.map((row) => (
          <div key={row.label} className="portico-approve__row">
            <dt>{t(row.label)}</dt>
            <dd className="portico-approve__value">{row.value}</dd>
          </div>
        ))}
      </dl>
      {pending.length > 1 && (
        <p className="portico-view__detail">{t('approve.queued', { count: pending.length - 1 })}</p>
      )}
      <div className="portico-approve__actions">
        <Button variant="secondary" onClick={() => portico.requests.rejectShown(current.id)}>
          {t('approve.reject')}
        </Button>
        <Button onClick={() => portico.requests.approveShown(current.id)}>
          {t('approve.approve')}
        </Button>
      </div>
    </div>
  )
})

export default ApproveTransaction
