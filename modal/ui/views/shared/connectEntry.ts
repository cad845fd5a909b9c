import type { Portico } from '../../../core/createPortico'
import { featureError } from '../../../core/errors/featureMessages'
import type { ConnectorEntry } from '../../../core/stores/connectorTypes'
import { namespaceFor, toRecentWallet } from './wallets'

/**
 * Connects a connector entry and finishes the way SPEC §4 asks: the wallet becomes a recent
 * one; a required sign-in without a session opens SIWXSignMessage; a wallet on an unsupported
 * network leaves UnsupportedChain open; otherwise the modal closes (an embedded modal then shows
 * Account). Errors are thrown as typed PorticoErrors; the
 * connection store has already put the status back.
 *
 * @example
 * ```ts
 * await connectEntry(portico, entry)
 * ```
 */
export async function connectEntry(portico: Portico, entry: ConnectorEntry): Promise<void> {
  const namespace = namespaceFor(portico, entry)
  const connector = entry.connectors.find((c) => c.chain === namespace)
  if (!namespace || !connector) throw featureError('CONNECTOR_NOT_FOUND', { details: entry.id })
  await portico.connection.connect(namespace, connector.id)
  const recent = toRecentWallet(
    {
      id: entry.explorerId ?? entry.id,
      name: entry.name,
      rdns: entry.info?.rdns,
      image_url: entry.imageUrl,
    },
    true,
  )
  // The families it serves: on another family's Connect it is not offered.
  portico.connectors.addRecentWallet({ ...recent, chains: [...entry.chains] })
  if (portico.signIn.isPending) portico.router.replace('SIWXSignMessage')
  // The SIWX feature may already have opened sign-in for an optional session: keep it open.
  else if (portico.router.view === 'SIWXSignMessage') return
  // A wallet on a network the site does not support has just opened UnsupportedChain (SPEC §4):
  // closing now would hide it, and the visitor would not learn why nothing works.
  else if (portico.router.view === 'UnsupportedChain') return
  else if (portico.modal.isOpen) portico.modal.close()
}
