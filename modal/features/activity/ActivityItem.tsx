import type { Transaction } from '../../core/services/blockchainApi/types'
import { formatWhen } from '../../ui/i18n/formatWhen'
import { useI18n } from '../../ui/i18n/I18nProvider'
import type { MessageKey } from '../../ui/i18n/locales/en'
import { truncateAddress } from '../../ui/views/shared/truncateAddress'
import { activityLines, explorerTransactionUrl } from './activityEntry'

const STATUS_KEYS: Readonly<Record<string, MessageKey>> = {
  confirmed: 'activity.status.confirmed',
  failed: 'activity.status.failed',
  pending: 'activity.status.pending',
}

/**
 * One history item: what happened (sent, received, or the operation type), each transfer with
 * its token icon or NFT preview, the status, and a link to the explorer.
 *
 * @example
 * ```tsx
 * <ActivityItem transaction={item} explorerUrl="https://etherscan.io" now={clock.now()} />
 * ```
 */
export function ActivityItem({
  transaction,
  explorerUrl,
  now,
}: {
  transaction: Transaction
  explorerUrl: string | undefined
  /** The clock's time, for "5 minutes ago". */
  now: number
}) {
  const { t, locale } = useI18n()
  const { operationType, status, sentTo, sentFrom } = transaction.metadata
  const title =
    operationType === 'send' || operationType === 'receive'
      ? t(`activity.operation.${operationType}`)
      : t('activity.operation.other', {
          operation: operationType.charAt(0).toUpperCase() + operationType.slice(1),
        })
  const counterpart =
    operationType === 'receive'
      ? t('activity.from', { address: truncateAddress(sentFrom) })
      : t('activity.to', { address: truncateAddress(sentTo) })
  const statusKey = STATUS_KEYS[status]
  const link = explorerTransactionUrl(explorerUrl, transaction)
  const hash = transaction.metadata.hash ?? transaction.id
  const when = formatWhen(locale, transaction.metadata.minedAt, now)
  return (
    <li className="portico-activity__item">
      <div className="portico-activity__head">
        <span className="portico-activity__title">
          {title}
          {when && (
            <time className="portico-activity__when" dateTime={transaction.metadata.minedAt}>
              {when}
            </time>
          )}
        </span>
        {statusKey && (
          <span className={`portico-activity__status portico-activity__status--${status}`}>
            {t(statusKey)}
          </span>
        )}
      </div>
      <ul className="portico-activity__lines">
        {activityLines(transaction).map((line, index) => (
          // Transfers have no id of their own; their order in the item is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className={`portico-activity__line portico-activity__line--${line.kind}`}>
            {line.image && <img src={line.image} alt="" width={24} height={24} />}
            <span>{line.text}</span>
          </li>
        ))}
      </ul>
      <div className="portico-activity__foot">
        {sentTo || sentFrom ? <span>{counterpart}</span> : null}
        {link && (
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('activity.viewTransaction', { hash: truncateAddress(hash) })}
          >
            {truncateAddress(hash)}
          </a>
        )}
      </div>
    </li>
  )
}
