import { observer } from 'mobx-react-lite'
import type { ChainState } from '../../../core/stores/chainState'
import { useI18n } from '../../i18n/I18nProvider'
import { goTo } from '../shared/navigation'
import type { ViewProps } from '../viewProps'

/**
 * The active network as a pill under the balance; pressing it opens Networks. Its accessible
 * name is "Network: Ethereum", its visible text the network's name.
 *
 * The icon slot: `portico-account__network-icon` is where the shared NetworkIcon component
 * (modal/ui/components/NetworkIcon) renders the network's image; until it is wired the pill
 * shows the name alone.
 *
 * @example
 * ```tsx
 * <NetworkPill portico={portico} services={services} chain={chain} />
 * ```
 */
export const NetworkPill = observer(function NetworkPill({
  portico,
  chain,
}: ViewProps & { chain: ChainState }) {
  const { t } = useI18n()
  const network = chain.network.caipNetwork
  if (!network) return null
  return (
    <button
      type="button"
      className="portico-account__network"
      aria-label={t('account.networkLabel', { network: network.name })}
      onClick={() => goTo(portico, 'Networks')}
    >
      {/* NetworkIcon slot (see above). */}
      <span className="portico-account__network-name">{network.name}</span>
    </button>
  )
})
