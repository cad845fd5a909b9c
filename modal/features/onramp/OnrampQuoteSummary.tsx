import { observer } from 'mobx-react-lite'
import type { Amount, OnrampQuote } from '../../core/services/blockchainApi/types'
import { useI18n } from '../../ui/i18n/I18nProvider'

const money = (amount: Amount) => `${amount.amount} ${amount.currency}`

/**
 * The quote of a purchase: what the visitor gets, the fees and the total. A mock quote (the
 * quote call failed) is marked as an estimate.
 *
 * @example
 * ```tsx
 * <OnrampQuoteSummary quote={quote} symbol="USDC" />
 * ```
 */
export const OnrampQuoteSummary = observer(function OnrampQuoteSummary({
  quote,
  symbol,
}: {
  quote: OnrampQuote
  symbol: string
}) {
  const { t } = useI18n()
  return (
    <section className="portico-onramp__quote" aria-label={t('onramp.quoteLabel')}>
      {quote.fallback && <p className="portico-view__detail">{t('onramp.estimate')}</p>}
      <dl className="portico-account__facts">
        <dt>{t('onramp.youGet')}</dt>
        <dd>
          {quote.fallback
            ? t('onramp.estimateUnknown')
            : `${quote.purchaseAmount.amount} ${symbol}`}
        </dd>
        {!quote.fallback && (
          <>
            <dt>{t('onramp.providerFee')}</dt>
            <dd>{money(quote.coinbaseFee)}</dd>
            <dt>{t('onramp.networkFee')}</dt>
            <dd>{money(quote.networkFee)}</dd>
          </>
        )}
        <dt>{t('onramp.total')}</dt>
        <dd>{money(quote.paymentTotal)}</dd>
      </dl>
    </section>
  )
})
