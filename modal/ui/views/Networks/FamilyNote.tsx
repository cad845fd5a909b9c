import { observer } from 'mobx-react-lite'
import type { ChainNamespace } from '../../../core/caip/types'
import type { Portico } from '../../../core/createPortico'
import { Button } from '../../components/Button/Button'
import { useI18n } from '../../i18n/I18nProvider'

/** Props of {@link FamilyNote}. */
export interface FamilyNoteProps {
  portico: Portico
  /** The chain family of the networks this note stands above. */
  namespace: ChainNamespace
  /** The note's id, which the family's network buttons name as their description. */
  id: string
  /** Connects a wallet of this family (switches to its first network, then Connect). */
  onConnect: () => void
}

/**
 * Above the networks of a family the visitor is not connected on, while a wallet of another
 * family is: says what choosing one does (the connected wallet stays, a wallet of this family
 * is asked for) and offers to connect one. Nothing when there is nothing to explain.
 *
 * @example
 * ```tsx
 * <FamilyNote portico={portico} namespace="polkadot" id={noteId} onConnect={connectPolkadot} />
 * ```
 */
export const FamilyNote = observer(function FamilyNote(props: FamilyNoteProps) {
  const { t } = useI18n()
  const connected = connectedElsewhere(props.portico, props.namespace)
  if (!connected) return null
  const family = t(`networks.family.${props.namespace}`)
  return (
    <div className="portico-networks__note">
      <p id={props.id} className="portico-view__detail">
        {t('networks.otherFamilyNote', { family, connected: t(`networks.family.${connected}`) })}
      </p>
      <Button variant="secondary" onClick={props.onConnect}>
        {t('networks.connectFamilyWallet')}
      </Button>
    </div>
  )
})

/**
 * The family whose wallet stays connected when the visitor picks a network of `namespace`
 * (the active family first), or undefined when `namespace` is connected or nothing is.
 *
 * @example
 * ```ts
 * connectedElsewhere(portico, 'eip155') // 'polkadot' while only a polkadot wallet is connected
 * ```
 */
export function connectedElsewhere(
  portico: Portico,
  namespace: ChainNamespace,
): ChainNamespace | undefined {
  const { chains } = portico
  if (chains.isConnected(namespace)) return undefined
  const others = chains.connectedNamespaces.filter((n) => n !== namespace)
  const active = chains.activeNamespace
  return active && others.includes(active) ? active : others[0]
}
