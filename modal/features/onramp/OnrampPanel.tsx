import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { Button } from '../../ui/components/Button/Button'
import { EmptyState } from '../../ui/components/EmptyState/EmptyState'
import { Spinner } from '../../ui/components/Spinner/Spinner'
import { TextInput } from '../../ui/components/TextInput/TextInput'
import { useI18n } from '../../ui/i18n/I18nProvider'
import type { ViewProps } from '../../ui/views/viewProps'
import { OnrampProgress } from './OnrampProgress'
import { OnrampQuoteSummary } from './OnrampQuoteSummary'
import { type AmountProblem, formatFiat, ONRAMP_PROVIDERS } from './onrampRules'
import { onrampStoreOf } from './onrampStore'
import { SelectField } from './SelectField'

/** Payment-method ids as the API and the fallback list spell them, to catalogue keys. */
const METHOD_KEYS = { card: 'onramp.method.card', ach_bank_account: 'onramp.method.bank' } as const

/** The message of each amount problem but the range (which names the limits). */
const PROBLEM_KEYS = {
  notANumber: 'onramp.amountNotNumber',
  notPositive: 'onramp.amountInvalid',
} as const satisfies Partial<Record<AmountProblem, string>>

/**
 * The BuyCrypto view (lazy, its own view opened from Account's "Buy crypto"): provider and fee
 * range, what to buy (or, where the providers offer nothing on this network, says so), how to
 * pay, the amount within the method's limits (said once: as the hint, or as the error that
 * replaces it, grouped in the currency), the quote, then Buy, which opens the provider's
 * checkout in a new window and follows the purchase until the deposit arrives.
 *
 * @example
 * ```tsx
 * portico.router.push('BuyCrypto')
 * ```
 */
const OnrampPanel = observer(function OnrampPanel({ portico }: ViewProps) {
  const { t, locale } = useI18n()
  const store = onrampStoreOf(portico)
  const { purchase } = store

  useEffect(() => {
    void store.load()
    return () => purchase.stop()
  }, [store, purchase])

  if (!store.supported) return null
  if (!store.options) {
    return (
      <div className="portico-view-loading">
        <Spinner label={t('common.loading')} />
      </div>
    )
  }
  if (purchase.phase === 'waiting' || purchase.phase === 'done') {
    return (
      <div className="portico-view portico-onramp">
        <OnrampProgress purchase={purchase} symbol={store.purchaseCurrency?.symbol ?? ''} />
      </div>
    )
  }
  if (store.currencies.length === 0) {
    const network = portico.chains.activeCaipNetwork?.name ?? ''
    return (
      <div className="portico-view portico-onramp">
        <EmptyState icon="info" title={t('onramp.nothingToBuy', { network })} />
      </div>
    )
  }
  const limit = store.limit
  const currency = store.paymentCurrencyId
  const methodLabel = (id: string) => {
    const key = METHOD_KEYS[id.toLowerCase() as keyof typeof METHOD_KEYS]
    return key ? t(key) : id
  }
  const range = limit && {
    min: formatFiat(limit.min, currency, locale),
    max: formatFiat(limit.max, currency, locale),
  }
  const problem = store.amount === '' ? undefined : store.problem
  const amountError =
    problem === undefined
      ? undefined
      : problem === 'belowMin' || problem === 'aboveMax'
        ? t('onramp.amountOutOfRange', range ?? { min: '', max: '' })
        : t(PROBLEM_KEYS[problem])
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
    <div className="portico-view portico-onramp">
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
        choices={store.methods.map((m) => ({ value: m.id, label: methodLabel(m.id) }))}
        onChange={store.selectMethod}
      />
      <TextInput
        label={t('onramp.amount', { currency })}
        value={store.amount}
        onChange={store.setAmount}
        inputMode="decimal"
        autoComplete="off"
        // The limits show once: as the hint, or in the error that replaces it.
        {...(amountError
          ? { error: amountError }
          : range
            ? { hint: t('onramp.amountHint', range) }
            : {})}
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
