import { observer } from 'mobx-react-lite'
import { Button } from '../../ui/components/Button/Button'
import { Spinner } from '../../ui/components/Spinner/Spinner'
import { useI18n } from '../../ui/i18n/I18nProvider'
import type { OnrampPurchase } from './onrampPurchase'

/**
 * A purchase under way: the checkout link (in case the new window was blocked) while the
 * deposit is awaited, then the deposit once it shows in the account's history.
 *
 * @example
 * ```tsx
 * <OnrampProgress purchase={store.purchase} symbol="USDC" />
 * ```
 */
export const OnrampProgress = observer(function OnrampProgress({
  purchase,
  symbol,
}: {
  purchase: OnrampPurchase
  symbol: string
}) {
  const { t } = useI18n()
  if (purchase.phase === 'done') {
    const received = purchase.deposit?.transfers.find((tr) => tr.fungible_info?.symbol)
    const amount = received?.quantity.numeric ?? ''
    return (
      <div className="portico-onramp">
        <p role="status" className="portico-view__lead">
          {t('onramp.received', { amount, symbol: received?.fungible_info?.symbol ?? symbol })}
        </p>
        <Button variant="secondary" fullWidth onClick={purchase.reset}>
          {t('onramp.buyMore')}
        </Button>
      </div>
    )
  }
  return (
    <div className="portico-onramp">
      <p role="status" className="portico-view__lead">
        {t('onramp.inProgress')}
      </p>
      <Spinner label={t('onramp.waitingDeposit')} />
      {purchase.checkoutUrl && (
        <a href={purchase.checkoutUrl} target="_blank" rel="noopener noreferrer">
          {t('onramp.openCheckout')}
        </a>
      )}
      <Button variant="secondary" fullWidth onClick={purchase.reset}>
        {t('common.cancel')}
      </Button>
    </div>
  )
})
