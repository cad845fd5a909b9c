import { observer } from 'mobx-react-lite'
import { useI18n } from '../../i18n/I18nProvider'
import { PairingPanel } from '../ConnectingWalletConnect/PairingPanel'
import type { ViewProps } from '../viewProps'

/**
 * The ConnectingWalletConnectBasic view: pairing with any wallet, the desktop opening view
 * when the site has no adapters (SPEC §2). QR code, copy link, and on a phone the deep link.
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
  return (
    <div className="portico-view portico-connecting">
      <h3 className="portico-connecting__title">{t('connecting.scanWithPhone')}</h3>
      <PairingPanel {...props} hint={t('connecting.scanAnyWallet')} />
    </div>
  )
})

export default ConnectingWalletConnectBasic
