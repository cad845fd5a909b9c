import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { Button } from '../../ui/components/Button/Button'
import { Spinner } from '../../ui/components/Spinner/Spinner'
import { TextInput } from '../../ui/components/TextInput/TextInput'
import { useI18n } from '../../ui/i18n/I18nProvider'
import type { ViewProps } from '../../ui/views/viewProps'
import { OnrampProgress } from './OnrampProgress'
import { OnrampQuoteSummary } from './OnrampQuoteSummary'
import { ONRAMP_PROVIDERS } from './onrampRules'
import { onrampStoreOf } from './onrampStore'
import { SelectField } from './SelectField'

/** Payment-method ids as the API and the fallback list spell them, to catalogue keys. */
const METHOD_KEYS = { card: 'onramp.method.card', ach_bank_account: 'onramp.method.bank' } as const

/**
 * The Buy crypto part of the Account view (lazy): provider and fee range, what to buy, how to
 * pay, the amount within the method's limits, the quote, then Buy, which opens the provider's
 * checkout in a new window and follows the purchase until the deposit arrives.
 *
 * @example
 * ```tsx
 * const OnrampPanel = lazy(() => import('../../../features/onramp/OnrampPanel'))
 * ```
 */
const OnrampPanel = observer(function OnrampPanel({ portico }: ViewProps) {
  const { t } = useI18n()
  const store = onrampStoreOf(portico)
  const { purchase } = store

  useEffect(() => {
    void store.load()
    return () => purchase.stop()
  }, [store, purchase])

  if (!store.supported) return null
  if (!store.options) return <Spinner label={t('common.loading')} />
  if (purchase.phase === 'waiting' || purchase.phase === 'done') {
    return <OnrampProgress purchase={purchase} symbol={store.purchaseCurrency?.symbol ?? ''} />
  }
  const limit = store.limit
  const currency = store.paymentCurrencyId
  const methodLabel = (id: string) => {
    const key = METHOD_KEYS[id.toLowerCase() as keyof typeof METHOD_KEYS]
    return key ? t(key) : id
  }
  const amountError =
    store.amount === '' || !store.problem
      ? undefined
      : store.problem === 'invalid'
        ? t('onramp.amountInvalid')
        : t('onramp.amountOutOfRange', { min: limit?.min ?? '', max: limit?.max ?? '', currency })
  const open = () => {
    // Opened now, inside the click, so that popup blockers let it through; filled in below.
    const checkout = window.open('', '_blank')
    void store.buy().then(() => {
      const url = purchase.checkoutUrl
      if (checkout && url && purchase.phase === 'waiting') {
        checkout.opener = null
        checkout.location.href = url
      } else checkout?.close()
    })
  }

  return (
    <div className="portico-onramp">
      <ul className="portico-list" aria-label={t('onramp.providers')}>
        {ONRAMP_PROVIDERS.map((p) => (
          <li key={p.id} className="portico-view__detail">
            {t('onramp.provider', { name: p.name, min: p.feeRange.min, max: p.feeRange.max })}
          </li>
        ))}
      </ul>
      {store.isFallback && <p className="portico-view__detail">{t('onramp.fallbackList')}</p>}
      <SelectField
        label={t('onramp.buyLabel')}
        value={store.purchaseCurrency?.id ?? ''}
        choices={store.currencies.map((c) => ({ value: c.id, label: `${c.symbol} · ${c.name}` }))}
        onChange={store.selectPurchaseCurrency}
      />
      <SelectField
        label={t('onramp.payWith')}
        value={currency}
        choices={store.paymentCurrencies.map((c) => ({ value: c.id, label: c.id }))}
        onChange={store.selectPaymentCurrency}
      />
      <SelectField
        label={t('onramp.method')}
        value={limit?.id ?? ''}
        choices={store.methods.map((m) => ({
          value: m.id,
          label: t('onramp.methodLimits', {
            method: methodLabel(m.id),
            min: m.min,
            max: m.max,
            currency,
          }),
        }))}
        onChange={store.selectMethod}
      />
      <TextInput
        label={t('onramp.amount', { currency })}
        value={store.amount}
        onChange={store.setAmount}
        inputMode="decimal"
        autoComplete="off"
        error={amountError}
        hint={
          limit ? t('onramp.amountHint', { min: limit.min, max: limit.max, currency }) : undefined
        }
      />
      {store.quote && !store.problem && (
        <OnrampQuoteSummary quote={store.quote} symbol={store.purchaseCurrency?.symbol ?? ''} />
      )}
      {purchase.phase === 'failed' && <p role="alert">{t('onramp.checkoutFailed')}</p>}
      <Button
        fullWidth
        disabled={!store.canBuy}
        loading={purchase.phase === 'opening'}
        onClick={open}
      >
        {t('onramp.buy', { symbol: store.purchaseCurrency?.symbol ?? '' })}
      </Button>
    </div>
  )
})

export default OnrampPanel
