import { observer } from 'mobx-react-lite'
import { CopyButton } from '../../components/CopyButton/CopyButton'
import { QrCode } from '../../components/QrCode/QrCode'
import { useI18n } from '../../i18n/I18nProvider'
import type { ViewProps } from '../viewProps'

/**
 * The receive feature part: the active account's address as a QR code, with copy.
 *
 * @example
 * ```tsx
 * const ReceivePanel = lazy(() => import('./ReceivePanel'))
 * ```
 */
const ReceivePanel = observer(function ReceivePanel({ portico }: ViewProps) {
  const { t } = useI18n()
  const address = portico.chains.activeAddress
  const network = portico.chains.activeCaipNetwork
  if (!address) return null
  return (
    <div className="portico-receive">
      <QrCode uri={address} size={200} label={t('account.addressQrLabel')} />
      {network && <p>{t('account.receiveHint', { network: network.name })}</p>}
      <CopyButton
        text={address}
        label={t('account.copyAddress')}
        onCopied={() => portico.snackbar.showSuccess(t('account.addressCopied'))}
      />
    </div>
  )
})

export default ReceivePanel
