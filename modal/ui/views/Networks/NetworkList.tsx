import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { CaipNetwork } from '../../../core/caip/types'
import { Spinner } from '../../components/Spinner/Spinner'
import { WalletImage } from '../../components/WalletImage/WalletImage'
import { useI18n } from '../../i18n/I18nProvider'
import { errorText } from '../shared/errorText'
import type { ViewProps } from '../viewProps'

/** Props of {@link NetworkList}. */
export interface NetworkListProps extends ViewProps {
  /** Called after the switch succeeded. */
  onSwitched: () => void
}

/**
 * The configured networks as a list of buttons; the active one is marked current. Choosing
 * one asks the network store to switch (the wallet too, when connected); a refusal shows its
 * message in an alert.
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

  return (
    <>
      {error && <p role="alert">{error}</p>}
      {pending && <Spinner label={t('networks.switching')} size="small" />}
      <ul className="portico-list portico-networks" aria-label={t('networks.listLabel')}>
        {portico.chains.requestedCaipNetworks.map((network) => {
          const current = network.caipNetworkId === active
          return (
            <li key={network.caipNetworkId}>
              <button
                type="button"
                className="portico-network"
                aria-current={current ? 'true' : undefined}
                disabled={pending !== undefined}
                onClick={() => choose(network)}
              >
                <WalletImage
                  name={network.name}
                  src={network.assets?.imageUrl}
                  clock={portico.deps.clock}
                  size={32}
                  decorative
                />
                <span className="portico-network__name">{network.name}</span>
                {network.testnet && <span className="portico-badge">{t('networks.testnet')}</span>}
              </button>
            </li>
          )
        })}
      </ul>
    </>
  )
})
