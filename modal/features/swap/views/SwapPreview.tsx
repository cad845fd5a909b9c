import { observer } from 'mobx-react-lite'
import { formatNumber, formatSwapDestinationAmount } from '../../../core/format/number'
import { Button } from '../../../ui/components/Button/Button'
import { useFormat } from '../../../ui/format/useFormat'
import { useI18n } from '../../../ui/i18n/I18nProvider'
import type { ViewProps } from '../../../ui/views/viewProps'
import { SWAP_SLIPPAGE_PERCENT } from '../swapConstants'
import { swapCss } from './swap.css'
import { swapStoreFor } from './swapInstance'

const amount = (value: string) =>
  formatNumber(value, { maximumFractionDigits: 6, minimumFractionDigits: 0 })

/**
 * The swap preview (SPEC §4): what is paid and received (6 decimals), price impact, provider
 * fee, network fee in the native token and USD, minimum received; then the approval or the
 * swap. A sent swap returns to the (reset) form.
 *
 * @example
 * ```tsx
 * const SwapPreview = lazy(() => import('../../features/swap/views/SwapPreview'))
 * ```
 */
const SwapPreview = observer(function SwapPreview({ portico }: ViewProps) {
  const { t } = useI18n()
  const format = useFormat()
  const swap = swapStoreFor(portico)
  const { sourceToken: source, toToken: to, summary } = swap
  const native = portico.chains.activeCaipNetwork?.nativeCurrency.symbol ?? ''
  if (!source || !to) return null
  const usd = (value: string) => format.usd(value)
  const onSwap = async () => {
    if (await swap.swap()) portico.router.goBack()
  }
  return (
    <section className="portico-view portico-swap">
      <style>{swapCss}</style>
      <dl className="portico-swap__details">
        <dt>{t('swap.youPay')}</dt>
        <dd>{`${amount(swap.sourceTokenAmount)} ${source.symbol}`}</dd>
        <dt>{t('swap.youReceive')}</dt>
        <dd>{`${formatSwapDestinationAmount(swap.toTokenAmount)} ${to.symbol}`}</dd>
      </dl>
      <dl className="portico-swap__details" aria-label={t('swap.details')}>
        <dt>{t('swap.priceImpact')}</dt>
        <dd>{summary.priceImpact === undefined ? '–' : `${summary.priceImpact} %`}</dd>
        <dt>{t('swap.providerFee')}</dt>
        <dd>{`${amount(summary.providerFee)} ${source.symbol}`}</dd>
        <dt>{t('swap.networkFee')}</dt>
        <dd>{`${amount(summary.gasFee)} ${native} (${usd(summary.gasPriceInUSD)})`}</dd>
        <dt>{t('swap.minimumReceived')}</dt>
        <dd>{`${formatSwapDestinationAmount(summary.minimumReceived)} ${to.symbol}`}</dd>
        <dt>{t('swap.slippage')}</dt>
        <dd>{`${SWAP_SLIPPAGE_PERCENT} %`}</dd>
      </dl>
      {swap.approvalTransaction && swap.swapTransaction && (
        <p className="portico-view__detail">{t('swap.batched', { symbol: source.symbol })}</p>
      )}
      {swap.approvalTransaction && !swap.swapTransaction ? (
        <>
          <p className="portico-view__detail">
            {t('swap.approveFirst', { symbol: source.symbol })}
          </p>
          <Button fullWidth loading={swap.sending} onClick={() => void swap.approve()}>
            {t('swap.approve', { symbol: source.symbol })}
          </Button>
        </>
      ) : (
        <Button
          fullWidth
          loading={swap.sending || swap.loadingQuote}
          disabled={!swap.swapTransaction}
          onClick={() => void onSwap()}
        >
          {t('swap.confirm')}
        </Button>
      )}
      <Button variant="ghost" fullWidth onClick={portico.router.goBack}>
        {t('common.cancel')}
      </Button>
    </section>
  )
})

export default SwapPreview
