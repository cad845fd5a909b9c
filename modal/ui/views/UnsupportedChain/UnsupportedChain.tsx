import { observer } from 'mobx-react-lite'
import { NetworkIcon } from '../../components/NetworkIcon/NetworkIcon'
import { useI18n } from '../../i18n/I18nProvider'
import { NetworkList } from '../Networks/NetworkList'
import { afterNetworkSwitch } from '../shared/networkSwitch'
import type { ViewProps } from '../viewProps'

/**
 * The UnsupportedChain view (SPEC §4): the wallet is on a network the site does not support.
 * It explains and lists the networks to switch to; after a switch the modal closes, or, for a
 * network of another family, Connect opens for a wallet of that family (never a silent switch).
 *
 * @example
 * ```tsx
 * portico.networks.handleChainId('eip155', '999999') // opens UnsupportedChain
 * ```
 */
export const UnsupportedChain = observer(function UnsupportedChain(props: ViewProps) {
  const { t } = useI18n()
  const { chains, deps } = props.portico
  const current = chains.activeCaipNetwork
  // A network the site did not configure has no name of its own: say which chain it is.
  const known = chains.requestedCaipNetworks.some(
    (network) => network.caipNetworkId === current?.caipNetworkId,
  )
  const currentName = current
    ? known
      ? current.name
      : t('networks.unknownChain', { chainId: current.caipNetworkId.split(':')[1] ?? '' })
    : undefined
  return (
    <div className="portico-view">
      <p className="portico-view__lead">{t('networks.unsupported')}</p>
      {current && currentName && (
        <p className="portico-view__detail portico-network-detail">
          <NetworkIcon
            network={{ ...current, name: currentName }}
            clock={deps.clock}
            imageUrlOf={props.services.walletListing?.assetImageUrl}
            size={20}
            decorative
          />
          <span>{t('account.networkLabel', { network: currentName })}</span>
        </p>
      )}
      <NetworkList
        {...props}
        onSwitched={() => afterNetworkSwitch(props.portico, () => props.portico.modal.close())}
      />
    </div>
  )
})

export default UnsupportedChain
