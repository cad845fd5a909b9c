import { observer } from 'mobx-react-lite'
import { useI18n } from '../../i18n/I18nProvider'
import { NetworkList } from '../Networks/NetworkList'
import type { ViewProps } from '../viewProps'

/**
 * The UnsupportedChain view (SPEC §4): the wallet is on a network the site does not support.
 * It explains and lists the networks to switch to; after a switch the modal closes.
 *
 * @example
 * ```tsx
 * portico.networks.handleChainId('eip155', '999999') // opens UnsupportedChain
 * ```
 */
export const UnsupportedChain = observer(function UnsupportedChain(props: ViewProps) {
  const { t } = useI18n()
  const current = props.portico.chains.activeCaipNetwork
  return (
    <div className="portico-view">
      <p className="portico-view__lead">{t('networks.unsupported')}</p>
      {current && (
        <p className="portico-view__detail">
          {t('account.networkLabel', { network: current.name })}
        </p>
      )}
      <NetworkList {...props} onSwitched={() => props.portico.modal.close()} />
    </div>
  )
})

export default UnsupportedChain
