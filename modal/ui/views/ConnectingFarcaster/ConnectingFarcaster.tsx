import { observer } from 'mobx-react-lite'
import { Button } from '../../components/Button/Button'
import { CopyButton } from '../../components/CopyButton/CopyButton'
import { QrCode } from '../../components/QrCode/QrCode'
import { Spinner } from '../../components/Spinner/Spinner'
import { useI18n } from '../../i18n/I18nProvider'
import { embeddedAuthOf } from '../shared/embeddedAuth'
import { errorText } from '../shared/errorText'
import type { ViewProps } from '../viewProps'

/**
 * The ConnectingFarcaster view: the account's farcaster URL as a QR code with copy; on a phone,
 * which cannot scan its own screen, "Open Farcaster" instead of the code. The URL comes from
 * the auth connector; until it arrives the view waits; a denied sign-in shows the reason and "Try again" (a new QR code). It shows only once
 * Farcaster sign-in is built (ui/visibility). Leaving it while
 * disconnected clears the link and reloads the auth provider (the router's back hook does).
 *
 * @example
 * ```tsx
 * <ConnectingFarcaster portico={portico} services={services} />
 * ```
 */
export const ConnectingFarcaster = observer(function ConnectingFarcaster({ portico }: ViewProps) {
  const translator = useI18n()
  const { t } = translator
  const url = portico.chains.activeChain?.account.farcasterUrl
  const flow = embeddedAuthOf(portico.ports.auth)?.farcasterLogin
  if (flow?.error) {
    // The phone denied the sign-in (or the frame failed): the reason, and a new QR code on retry.
    return (
      <div className="portico-view portico-connecting">
        <p className="portico-field__error" role="alert">
          {flow.error.code === 'USER_REJECTED'
            ? t('social.denied')
            : errorText(flow.error, translator)}
        </p>
        <Button fullWidth onClick={() => void flow.start()}>
          {t('common.retry')}
        </Button>
      </div>
    )
  }
  if (!url) {
    return (
      // Centred like the pairing views' wait, not a lone spinner in the corner.
      <div className="portico-view portico-connecting">
        <Spinner label={t('connecting.preparing')} size="large" />
      </div>
    )
  }
  // A phone cannot scan its own screen: there the sign-in goes through the Farcaster app.
  const phone = portico.options.platform.device === 'mobile'
  return (
    <div className="portico-view portico-connecting">
      {!phone && <QrCode uri={url} label={t('farcaster.title')} />}
      <p className="portico-pairing__hint">
        {phone ? t('farcaster.openHint') : t('farcaster.scan')}
      </p>
      {phone && (
        <a className="portico-button portico-button--primary" href={url}>
          {t('farcaster.openApp')}
        </a>
      )}
      <CopyButton
        text={url}
        onCopied={() => portico.snackbar.showSuccess(t('connecting.linkCopied'))}
      />
    </div>
  )
})

export default ConnectingFarcaster
