import { observer } from 'mobx-react-lite'
import { Button } from '../../../ui/components/Button/Button'
import { EmptyState } from '../../../ui/components/EmptyState/EmptyState'
import { TextInput } from '../../../ui/components/TextInput/TextInput'
import { useFormat } from '../../../ui/format/useFormat'
import { useI18n } from '../../../ui/i18n/I18nProvider'
import { errorText } from '../../../ui/views/shared/errorText'
import { goTo } from '../../../ui/views/shared/navigation'
import type { ViewProps } from '../../../ui/views/viewProps'
import { sendStoreFor, sendSummary } from '../sendStoreFor'
import {
  incompleteSend,
  isReceiverAddressError,
  namesResolveOn,
  type ReceiverAddressError,
  type SendFieldError,
} from '../sendValidation'
import { TokenPicker } from './TokenPicker'

/**
 * The Send view (SPEC §4 send flow): token picker, amount with Max (its USD value while it is
 * a valid amount), receiver (an address, or a name where names resolve), what is left to pay
 * network fees with (the native balance, and its USD value when the price is known), inline
 * errors; "Review" resolves the name and estimates
 * the fee, then opens SendPreview. Where the chain cannot send it says "Unsupported chain".
 *
 * @example
 * ```tsx
 * <Send portico={portico} services={services} />
 * ```
 */
const Send = observer(function Send({ portico }: ViewProps) {
  const translator = useI18n()
  const { t } = translator
  const format = useFormat()
  const store = sendStoreFor(portico)
  if (!store.supported) {
    return (
      <div className="portico-view">
        <EmptyState icon="warning" title={translator.translateError('UNSUPPORTED_CHAIN')} />
      </div>
    )
  }
  const summary = sendSummary(store)
  const native = store.native
  const fieldError = (error: SendFieldError | ReceiverAddressError | undefined) =>
    error &&
    (isReceiverAddressError(error)
      ? translator.translateError(error)
      : t(`send.error.${error}`, { symbol: native?.symbol ?? '' }))
  const namespace = portico.chains.activeChain?.namespace
  const incomplete = incompleteSend(namespace, store)
  // Names resolve only on eip155 (SPEC §2): elsewhere the hint asks for the family's address.
  const toHint = namesResolveOn(namespace)
    ? t('send.toHint')
    : t('send.toHintAddress', { network: portico.chains.activeCaipNetwork?.name ?? '' })
  const nativeBalance =
    native &&
    (summary.networkBalanceUsd !== undefined
      ? `${format.amount(native.balance, native.symbol)} (≈ ${format.usd(summary.networkBalanceUsd)})`
      : format.amount(native.balance, native.symbol))
  const review = async () => {
    if (await store.review()) goTo(portico, 'SendPreview')
  }
  return (
    <form
      className="portico-view portico-send"
      onSubmit={(event) => {
        event.preventDefault()
        void review()
      }}
    >
      <TokenPicker store={store} />
      <div className="portico-send__amount">
        <TextInput
          label={t('send.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={store.amount}
          onChange={store.setAmount}
          error={fieldError(store.errors.amount)}
          {...(summary.amountUsd !== undefined
            ? { hint: t('send.amountUsd', { value: format.usd(summary.amountUsd) }) }
            : {})}
        />
        <Button
          variant="secondary"
          aria-label={t('send.maxLabel')}
          onClick={() => void store.setMax()}
        >
          {t('send.max')}
        </Button>
      </div>
      <TextInput
        label={t('send.to')}
        autoComplete="off"
        spellCheck={false}
        value={store.receiver}
        onChange={store.setReceiver}
        hint={toHint}
        error={fieldError(store.errors.receiver)}
      />
      {nativeBalance && (
        <p className="portico-view__detail">
          {t('send.networkBalance', { amount: nativeBalance })}
        </p>
      )}
      {incomplete && (
        <p role="status" className="portico-view__detail">
          {translator.translateError(incomplete)}
        </p>
      )}
      {store.error && (
        <p role="alert" className="portico-connecting__error">
          {errorText(store.error, translator)}
        </p>
      )}
      <Button
        type="submit"
        fullWidth
        disabled={!store.canReview}
        loading={store.status === 'preparing'}
      >
        {t('send.review')}
      </Button>
    </form>
  )
})

export default Send
