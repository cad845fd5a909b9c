import { observer } from 'mobx-react-lite'
import { useId, useState } from 'react'
import type { CaipNetwork, ChainNamespace } from '../../../core/caip/types'
import { Spinner } from '../../components/Spinner/Spinner'
import { useI18n } from '../../i18n/I18nProvider'
import { errorText } from '../shared/errorText'
import type { ViewProps } from '../viewProps'
import { connectedElsewhere, FamilyNote } from './FamilyNote'
import { NetworkButton } from './NetworkButton'

/** Props of {@link NetworkList}. */
export interface NetworkListProps extends ViewProps {
  /** Called after the switch succeeded. */
  onSwitched: () => void
}

/**
 * The configured networks as a list of buttons, one list per chain family when there are
 * several (SPEC §4: switching to another family is a namespace switch); the active one is
 * marked current. Choosing
 * one asks the network store to switch (the wallet too, when connected); a refusal shows its
 * message in an alert. A family the visitor has no wallet on, while one of another family is
 * connected, says so above its networks and offers to connect a wallet of it (FamilyNote).
 *
 * @example
 * ```tsx
 * <NetworkList portico={portico} services={services} onSwitched={portico.router.goBack} />
 * ```
 */
export const NetworkList = observer(function NetworkList(props: NetworkListProps) {
  const translator = useI18n()
  const { t } = translator
  const { portico } = props
  const [pending, setPending] = useState<string | undefined>()
  const id = useId()
  const [error, setError] = useState<string | undefined>()
  const active = portico.chains.activeCaipNetwork?.caipNetworkId

  const choose = (network: CaipNetwork) => {
    setError(undefined)
    setPending(network.caipNetworkId)
    portico.networks.switchNetwork(network).then(
      () => {
        setPending(undefined)
        props.onSwitched()
      },
      (e: unknown) => {
        setPending(undefined)
        setError(errorText(e, translator))
      },
    )
  }

  const families = groupByFamily(portico.chains.requestedCaipNetworks)
  const list = (networks: readonly CaipNetwork[], label: string, describedBy?: string) => (
    <ul className="portico-list portico-networks" aria-label={label}>
      {networks.map((network) => (
        <NetworkButton
          key={network.caipNetworkId}
          network={network}
          current={network.caipNetworkId === active}
          disabled={pending !== undefined}
          clock={portico.deps.clock}
          imageUrlOf={props.services.walletListing?.assetImageUrl}
          describedBy={describedBy}
          onChoose={choose}
        />
      ))}
    </ul>
  )

  return (
    <>
      {error && <p role="alert">{error}</p>}
      {pending && <Spinner label={t('networks.switching')} size="small" />}
      {families.length === 1
        ? list(families[0]!.networks, t('networks.listLabel'))
        : families.map(({ namespace, networks }) => {
            const family = t(`networks.family.${namespace}`)
            // Another family than the connected wallet's: say what choosing one does.
            const noteId = connectedElsewhere(portico, namespace) ? `${id}-${namespace}` : undefined
            return (
              <section key={namespace} className="portico-networks__family" aria-label={family}>
                <h3 className="portico-networks__heading">{family}</h3>
                {noteId && networks[0] && (
                  <FamilyNote
                    portico={portico}
                    namespace={namespace}
                    id={noteId}
                    onConnect={() => choose(networks[0]!)}
                  />
                )}
                {list(networks, t('networks.familyListLabel', { family }), noteId)}
              </section>
            )
          })}
    </>
  )
})

/** The networks of each chain family, families in the order their first network appears. */
function groupByFamily(networks: readonly CaipNetwork[]) {
  const groups = new Map<ChainNamespace, CaipNetwork[]>()
  for (const network of networks) {
    groups.set(network.chainNamespace, [...(groups.get(network.chainNamespace) ?? []), network])
  }
  return [...groups].map(([namespace, members]) => ({ namespace, networks: members }))
}
