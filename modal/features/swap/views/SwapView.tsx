import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { formatSwapDestinationAmount } from '../../../core/format/number'
import { Button } from '../../../ui/components/Button/Button'
import { IconButton } from '../../../ui/components/IconButton/IconButton'
import { Spinner } from '../../../ui/components/Spinner/Spinner'
import { TextInput } from '../../../ui/components/TextInput/TextInput'
import { useFormat } from '../../../ui/format/useFormat'
import { useI18n } from '../../../ui/i18n/I18nProvider'
import type { MessageKey } from '../../../ui/i18n/locales/en'
import type { ViewProps } from '../../../ui/views/viewProps'
import { type SwapAction, swapAction } from '../swapAction'
import { swapCss } from './swap.css'
import { swapStoreFor } from './swapInstance'
import { TokenButton } from './TokenButton'

const ACTION_KEYS: Readonly<Record<Exclude<SwapAction, 'insufficientBalance'>, MessageKey>> = {
  loading: 'swap.loading',
  selectToken: 'swap.chooseDestination',
  enterAmount: 'swap.enterAmount',
  quoting: 'swap.quoting',
  review: 'swap.review',
  unavailable: 'swap.noQuote',
}

/**
 * The Swap view (SPEC §4): what the visitor pays and receives, the tokens of each side, the
 * switch, and the next step (review, or why not yet). Initializes the swap when it shows.
 *
 * @example
 * ```tsx
 * const Swap = lazy(() => import('../../features/swap/views/SwapView'))
 * ```
 */
const SwapView = observer(function SwapView({ portico }: ViewProps) {
  const { t } = useI18n()
  const format = useFormat()
  const swap = swapStoreFor(portico)
  useEffect(() => {
    void swap.initialize()
  }, [swap])
  if (swap.status !== 'ready') {
    return (
      <div className="portico-view-loading">
        <Spinner label={t('swap.loading')} />
      </div>
    )
  }
  const action = swapAction(swap)
  const pick = (side: 'source' | 'destination') => {
    swap.startSelecting(side)
    portico.router.push('SwapSelectToken')
  }
  const source = swap.sourceToken
  return (
    <section className="portico-view portico-swap">
      <style>{swapCss}</style>
      <div className="portico-swap__panel">
        <div className="portico-swap__row">
          <TextInput
            label={t('swap.youPay')}
            value={swap.sourceTokenAmount}
            onChange={swap.setSourceAmount}
            inputMode="decimal"
            autoComplete="off"
          />
          <TokenButton token={source} side="source" onPick={() => pick('source')} />
        </div>
        {source && (
          // The USD figure is the value of the amount typed, on its own side, so it never
          // reads as the balance's value (issue 36).
          <p className="portico-view__detail portico-swap__meta">
            <span>{t('swap.amountUsd', { value: format.usd(swap.summary.sourceValueInUSD) })}</span>
            <span>
              {t('swap.balance', { amount: format.amount(source.quantity, source.symbol) })}
            </span>
          </p>
        )}
      </div>
      <IconButton
        icon="swap"
        label={t('swap.switchTokens')}
        className="portico-swap__switch"
        onClick={swap.switchTokens}
      />
      <div className="portico-swap__panel">
        <div className="portico-swap__row">
          <div className="portico-swap__receive">
            <span className="portico-field__label">{t('swap.youReceive')}</span>
            <output className="portico-swap__output" aria-live="polite">
              {swap.toTokenAmount ? formatSwapDestinationAmount(swap.toTokenAmount) : '0'}
            </output>
          </div>
          <TokenButton token={swap.toToken} side="destination" onPick={() => pick('destination')} />
        </div>
      </div>
      <Button
        fullWidth
        loading={action === 'quoting'}
        disabled={action !== 'review'}
        onClick={() => portico.router.push('SwapPreview')}
      >
        {action === 'insufficientBalance' ? (swap.inputError ?? '') : t(ACTION_KEYS[action])}
      </Button>
    </section>
  )
})

export default SwapView
