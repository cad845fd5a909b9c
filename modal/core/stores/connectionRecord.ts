import type { CaipNetwork, ChainNamespace } from '../caip/types'
import type { AdapterConnection } from '../chains/chainAdapter'
import { connectorIdKey } from '../storage/storageSchema'
import { addressFields } from './chainState'
import type { ConnectionContext } from './connectionContext'

/**
 * What a connection writes into the chain store and storage once a wallet has answered, and
 * what the stored connection list says: kept apart from {@link ConnectionStore}'s state
 * machine, which decides when these run.
 */

/** Records `connection` on `namespace`: accounts, wallet, active chain, address, storage. */
export function recordConnection(
  context: ConnectionContext,
  namespace: ChainNamespace,
  connection: AdapterConnection,
  network: () => CaipNetwork,
): void {
  const { chains, connectors, storage } = context
  const connector = connectors.find(namespace, connection.connectorId)
  const type = connection.accounts.find((a) => a.address === connection.address)?.type
  chains.setAccount(namespace, {
    allAccounts: [...connection.accounts],
    connectedWalletInfo: {
      name: connector?.name ?? connection.connectorId,
      connectorId: connection.connectorId,
      ...(connector?.imageUrl ? { icon: connector.imageUrl } : {}),
      ...(connector ? { type: connector.type } : {}),
    },
    ...(type ? { preferredAccountType: type } : {}),
    status: 'connected',
  })
  chains.setActiveNamespace(namespace)
  chains.clearNamespaceSwitch()
  // The chain id first: the address fields are built for the network it selects.
  context.onChainId(namespace, connection.chainId)
  recordAddress(context, namespace, connection.address, network())
  storage.set(connectorIdKey(namespace), connection.connectorId)
  storage.set('activeNamespace', namespace)
  storage.set('activeCaipNetworkId', chains.activeCaipNetwork?.caipNetworkId)
  persistNamespaces(context)
}

/** Sets the account's address (and its CAIP fields) on `network`. */
export function recordAddress(
  context: ConnectionContext,
  namespace: ChainNamespace,
  address: string,
  network: CaipNetwork,
): void {
  context.chains.setAccount(namespace, addressFields(namespace, address, network))
}

/** Stores which namespaces are connected and the overall status (SPEC §3's stored keys). */
export function persistNamespaces(context: ConnectionContext): void {
  const connected = context.chains.connectedNamespaces
  context.storage.set('connectedNamespaces', connected)
  context.storage.set('connectionStatus', connected.length > 0 ? 'connected' : 'disconnected')
}
