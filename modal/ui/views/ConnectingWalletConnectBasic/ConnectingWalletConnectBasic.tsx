import { observer } from 'mobx-react-lite'
import { WalletConnectMark } from '../../components/WalletConnectMark/WalletConnectMark'
import { useI18n } from '../../i18n/I18nProvider'
import { PairingPanel } from '../ConnectingWalletConnect/PairingPanel'
import type { ViewProps } from '../viewProps'

/**
 * The ConnectingWalletConnectBasic view: pairing with any wallet, the desktop opening view
 * when the site has no adapters (SPEC §2). QR code, copy link, and on a phone the deep link
 * (route data `qr: true` shows the code on a phone too).
 *
 * @example
 * ```tsx
 * <ConnectingWalletConnectBasic portico={portico} services={services} />
 * ```
 */
export const ConnectingWalletConnectBasic = observer(function ConnectingWalletConnectBasic(
  props: ViewProps,
) {
  const { t } = useI18n()
  // On a phone the visitor picks a wallet app to open rather than scanning (PairingPanel),
  // unless they asked for the QR code (AllWallets' QR button), for a wallet on another device.
  const { platform } = props.portico.options
  const phone = platform.device === 'mobile' && props.portico.router.data?.qr !== true
  return (
    <div className="portico-view portico-connecting">
      <WalletConnectMark size={56} />
      <h3 className="portico-connecting__title">
        {phone ? t('connecting.chooseWalletApp') : t('connecting.scanWithPhone')}
      </h3>
      <PairingPanel
        {...props}
        hint={phone ? t('connecting.openAppHint') : t('connecting.scanAnyWallet')}
      />
    </div>
  )
})

export default ConnectingWalletConnectBasic
