import { observer } from 'mobx-react-lite'
import { safeDeepLink } from '../../../core/validation/deepLinkPolicy'
import { Button } from '../../components/Button/Button'
import { CopyButton } from '../../components/CopyButton/CopyButton'
import { QrCode } from '../../components/QrCode/QrCode'
import { Spinner } from '../../components/Spinner/Spinner'
import { useI18n } from '../../i18n/I18nProvider'
import { errorText } from '../shared/errorText'
import type { ViewProps } from '../viewProps'
import { MobileWalletLinks } from './MobileWalletLinks'
import { pairingUriSource, walletDeepLink } from './pairingSource'
import { usePairingUri } from './usePairingUri'

/** Props of {@link PairingPanel}. */
export interface PairingPanelProps extends ViewProps {
  /** The scan hint under the code. */
  hint: string
  /** The wallet's mobile link, for the deep link on a phone. */
  mobileLink?: string | undefined
  /** The chosen wallet's name, kept with its link as the deep-link choice (SPEC §3). */
  walletName?: string | undefined
}

/**
 * The pairing part shared by ConnectingWalletConnect and ConnectingWalletConnectBasic: the
 * QR code of the pairing URI, "Copy link", and on a phone "Open in wallet app". A spinner
 * shows until the pairing port has a URI.
 *
 * @example
 * ```tsx
 * <PairingPanel portico={portico} services={services} hint={t('connecting.scanAnyWallet')} />
 * ```
 */
export const PairingPanel = observer(function PairingPanel(props: PairingPanelProps) {
  const translator = useI18n()
  const { t } = translator
  const { portico } = props
  const { uri, error, retry } = usePairingUri(portico)
  // On a phone the visitor asked for the code (AllWallets' QR button): a wallet elsewhere scans it.
  const mobile = portico.options.platform.device === 'mobile' && portico.router.data?.qr !== true
  // SPEC §3: without a chosen wallet, a returning visitor resumes with the one deep-linked to.
  const source = pairingUriSource(portico.ports.pairing)
  // Every app link passes the one URL policy before it becomes an href.
  const mobileLink = safeDeepLink(props.mobileLink ?? source?.deepLinkChoice?.href)
  const remember = () => {
    if (props.mobileLink && props.walletName) {
      source?.rememberDeepLink?.({ href: props.mobileLink, name: props.walletName })
    }
  }
  const rememberChoice = (choice: { href: string; name: string }) =>
    source?.rememberDeepLink?.(choice)

  if (error !== undefined) {
    return (
      <div className="portico-pairing">
        <p role="alert">{errorText(error, translator)}</p>
        <Button onClick={retry}>{t('connecting.retry')}</Button>
      </div>
    )
  }
  if (!uri) {
    return (
      <div className="portico-pairing">
        <Spinner label={t('connecting.preparing')} size="large" />
      </div>
    )
  }
  return (
    <div className="portico-pairing">
      {/* A phone cannot scan its own screen: there the pairing goes through the wallet app's
          link (the chosen wallet's, or one picked from the listing's apps). */}
      {!mobile && <QrCode uri={uri} />}
      <p className="portico-pairing__hint">{props.hint}</p>
      {mobile && mobileLink && (
        <a
          className="portico-button portico-button--primary"
          href={walletDeepLink(mobileLink, uri)}
          onClick={remember}
        >
          {t('connecting.openInWalletApp')}
        </a>
      )}
      {mobile && !mobileLink && (
        <MobileWalletLinks {...props} uri={uri} onChoose={rememberChoice} />
      )}
      <CopyButton
        text={uri}
        onCopied={() => portico.snackbar.showSuccess(t('connecting.linkCopied'))}
        onError={(e) => portico.snackbar.showError(errorText(e, translator))}
      />
    </div>
  )
})
