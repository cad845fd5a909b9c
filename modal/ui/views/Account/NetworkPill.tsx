import { observer } from 'mobx-react-lite'
import type { ChainState } from '../../../core/stores/chainState'
import { NetworkIcon } from '../../components/NetworkIcon/NetworkIcon'
import { useI18n } from '../../i18n/I18nProvider'
import { goTo } from '../shared/navigation'
import type { ViewProps } from '../viewProps'

/**
 * The active network as a pill under the balance; pressing it opens Networks. Its accessible
 * name is "Network: Ethereum", its visible text the network's name.
 *
 * The network's icon (the shared NetworkIcon) sits before the name; it is decorative because
 * the name is written beside it.
 *
 * @example
 * ```tsx
 * <NetworkPill portico={portico} services={services} chain={chain} />
 * ```
 */
export const NetworkPill = observer(function NetworkPill({
  portico,
  services,
  chain,
}: ViewProps & { chain: ChainState }) {
  const { t } = useI18n()
  const network = chain.network.caipNetwork
  if (!network) return null
  // A network the site did not configure has no name of its own: which chain it is, as
  // UnsupportedChain says it ("Unknown network (chain 999)").
  const name = portico.networks.isUnsupportedNetwork
    ? t('networks.unknownChain', { chainId: network.caipNetworkId.split(':')[1] ?? '' })
    : network.name
  return (
    <button
      type="button"
      className="portico-account__network"
      aria-label={t('account.networkLabel', { network: name })}
      onClick={() => goTo(portico, 'Networks')}
    >
      <NetworkIcon
        network={network}
        clock={portico.deps.clock}
        imageUrlOf={services.walletListing?.assetImageUrl}
        size={20}
        decorative
      />
      <span className="portico-account__network-name">{name}</span>
    </button>
  )
})
