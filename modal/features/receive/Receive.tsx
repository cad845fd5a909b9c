import { observer } from 'mobx-react-lite'
import { CopyButton } from '../../ui/components/CopyButton/CopyButton'
import { EmptyState } from '../../ui/components/EmptyState/EmptyState'
import { QrCode } from '../../ui/components/QrCode/QrCode'
import { WalletImage } from '../../ui/components/WalletImage/WalletImage'
import { useI18n } from '../../ui/i18n/I18nProvider'
import type { ViewProps } from '../../ui/views/viewProps'

/**
 * The Receive view: the active address as a QR code, copy, and the networks of the same chain
 * family the host offers (where a sender may send to this address), each with its icon.
 *
 * @example
 * ```tsx
 * <Receive portico={portico} services={services} />
 * ```
 */
const Receive = observer(function Receive({ portico }: ViewProps) {
  const { t } = useI18n()
  const address = portico.chains.activeAddress
  const network = portico.chains.activeCaipNetwork
  if (!address || !network) {
    return (
      <div className="portico-view">
        <EmptyState title={t('walletStatus.notConnected')} />
      </div>
    )
  }
  // An address of one chain family is valid on every network of that family the host offers.
  const networks = portico.chains.activeChain?.network.requestedCaipNetworks ?? [network]
  return (
    <div className="portico-view portico-receive">
      <QrCode uri={address} size={200} label={t('account.addressQrLabel')} />
      <p className="portico-receive__address">{address}</p>
      <CopyButton
        text={address}
        label={t('account.copyAddress')}
        onCopied={() => portico.snackbar.showSuccess(t('account.addressCopied'))}
        onError={() => portico.snackbar.showError(t('account.copyFailed'))}
      />
      <section aria-label={t('receive.networksLabel')} className="portico-receive__networks">
        <p className="portico-view__detail">{t('receive.networksHint')}</p>
        <ul className="portico-list portico-list--row">
          {networks.map((item) => (
            <li key={item.caipNetworkId} className="portico-receive__network">
              <WalletImage
                name={item.name}
                clock={portico.deps.clock}
                size={20}
                decorative
                src={item.assets?.imageUrl}
              />
              <span>{item.name}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
})

export default Receive
