import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { formatTransferAmount } from '../../../core/format/number'
import { Button } from '../../../ui/components/Button/Button'
import { Spinner } from '../../../ui/components/Spinner/Spinner'
import { useFormat } from '../../../ui/format/useFormat'
import { useI18n } from '../../../ui/i18n/I18nProvider'
import { errorText } from '../../../ui/views/shared/errorText'
import type { ViewProps } from '../../../ui/views/viewProps'
import { sendStoreFor, sendSummary } from '../sendStoreFor'
import { formatFeeAmount } from '../units'

/**
 * The send preview: amount and token, the receiver (its name and avatar when it was resolved,
 * and the address it resolved to), the fee in native units to 4 significant digits and in USD
 * when the price is known, the network. "Send" asks the
 * wallet ("Confirm transaction in your wallet" meanwhile); success shows "Transaction started"
 * and returns to the account; a failure says why and keeps the form.
 *
 * @example
 * ```tsx
 * <SendPreview portico={portico} services={services} />
 * ```
 */
const SendPreview = observer(function SendPreview({ portico }: ViewProps) {
  const translator = useI18n()
  const { t } = translator
  const format = useFormat()
  const store = sendStoreFor(portico)
  const { token, native, resolved } = store
  const to = store.receiverAddress
  const incomplete = !token || !to || store.amount === '' || store.fee === undefined
  // A reset form (a network switch, say) has nothing to review: back to the form.
  useEffect(() => {
    if (incomplete && store.status !== 'confirming') portico.router.replace('Send')
  }, [incomplete, store, portico])
  if (incomplete) return null
  const summary = sendSummary(store)
  const feeAmount = formatFeeAmount(summary.feeAmount ?? '0', translator.locale)
  const confirming = store.status === 'confirming'
  const send = async () => {
    if (!(await store.send())) {
      if (store.error) portico.snackbar.showError(errorText(store.error, translator))
      return
    }
    portico.snackbar.showSuccess(t('send.started'))
    portico.router.reset('Account')
  }
  return (
    <div className="portico-view portico-send">
      <dl className="portico-approve__summary" aria-label={t('send.summaryLabel')}>
        <dt>{t('send.amount')}</dt>
        <dd className="portico-send__preview-amount">
          {formatTransferAmount(store.amount, translator.locale)} {token.symbol}
          {summary.amountUsd !== undefined &&
            ` (${t('send.amountUsd', { value: format.usd(summary.amountUsd) })})`}
        </dd>
        <dt>{t('send.to')}</dt>
        <dd className="portico-send__receiver">
          {resolved?.avatar && (
            <img
              src={resolved.avatar}
              alt={t('send.receiverAvatar', { name: resolved.name })}
              width={32}
              height={32}
            />
          )}
          <span>
            {resolved && <strong>{resolved.name}</strong>}
            <span className="portico-send__address">{to}</span>
          </span>
        </dd>
        <dt>{t('send.fee')}</dt>
        <dd>
          {/* A fee whose USD value is unknown (no price on bip122 or polkadot) shows no "$0.00". */}
          {summary.feeUsd === undefined
            ? t('send.feeNative', { amount: feeAmount, symbol: native?.symbol ?? '' })
            : t('send.feeValue', {
                amount: feeAmount,
                symbol: native?.symbol ?? '',
                value: format.usd(summary.feeUsd, { maximumFractionDigits: 4 }),
              })}
        </dd>
        <dt>{t('send.network')}</dt>
        <dd>{portico.chains.activeCaipNetwork?.name}</dd>
      </dl>
      {confirming && (
        <p role="status" className="portico-send__status">
          <Spinner size="small" decorative /> {t('send.confirmInWallet')}
        </p>
      )}
      {store.status === 'failed' && store.error && (
        <p role="alert" className="portico-connecting__error">
          {errorText(store.error, translator)}
        </p>
      )}
      <div className="portico-approve__actions">
        <Button variant="secondary" disabled={confirming} onClick={() => portico.router.goBack()}>
          {t('common.back')}
        </Button>
        <Button loading={confirming} onClick={() => void send()}>
          {t('send.send')}
        </Button>
      </div>
    </div>
  )
})

export default SendPreview
