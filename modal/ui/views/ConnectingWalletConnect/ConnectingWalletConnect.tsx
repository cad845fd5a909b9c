import { observer } from 'mobx-react-lite'
import { readProperty } from '../../../core/validation/result'
import { WalletConnectMark } from '../../components/WalletConnectMark/WalletConnectMark'
import { WalletImage } from '../../components/WalletImage/WalletImage'
import { useI18n } from '../../i18n/I18nProvider'
import type { ViewProps } from '../viewProps'
import { PairingPanel } from './PairingPanel'

/**
 * The ConnectingWalletConnect view: pairing with one chosen wallet (route data `wallet`) by QR
 * code, copied link, or on a phone the wallet's deep link.
 *
 * @example
 * ```tsx
 * portico.router.push('ConnectingWalletConnect', { wallet })
 * ```
 */
export const ConnectingWalletConnect = observer(function ConnectingWalletConnect(props: ViewProps) {
  const { t } = useI18n()
  const { portico, services } = props
  const wallet = portico.router.data?.wallet
  const name = wallet?.name ?? t('connecting.walletConnectTitle')
  const imageSrc =
    wallet?.image_url ??
    (wallet?.image_id ? services.walletListing?.walletImageUrl(wallet.image_id) : undefined)
  const mobileLink = readProperty(wallet, 'mobile_link')
  const phone = portico.options.platform.device === 'mobile'
  return (
    <div className="portico-view portico-connecting">
      {wallet ? (
        <WalletImage name={name} src={imageSrc} clock={portico.deps.clock} size={56} />
      ) : (
        <WalletConnectMark size={56} />
      )}
      <h3 className="portico-connecting__title">
        {phone
          ? wallet
            ? t('connecting.continueInWallet', { name })
            : t('connecting.chooseWalletApp')
          : t('connecting.scanWithPhone')}
      </h3>
      <PairingPanel
        {...props}
        hint={
          phone
            ? t('connecting.openAppHint')
            : wallet
              ? t('connecting.scanHint', { name })
              : t('connecting.scanAnyWallet')
        }
        mobileLink={typeof mobileLink === 'string' ? mobileLink : undefined}
        walletName={wallet?.name}
      />
    </div>
  )
})

export default ConnectingWalletConnect
