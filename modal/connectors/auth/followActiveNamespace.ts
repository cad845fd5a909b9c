import { reaction } from 'mobx'
import type { ChainNamespace } from '../../core/caip/types'
import type { Portico } from '../../core/createPortico'
import { AUTH_CONNECTOR_ID } from '../../core/stores/connectorTypes'

/** SPEC §6 "The auth connector is supported only on certain chains": these namespaces. */
export const AUTH_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/**
 * One login, every supported family: when the visitor moves to a network of another namespace
 * the auth connector serves (a Solana network after an e-mail login on eip155), that
 * namespace connects through the embedded wallet too, without a second login. Namespaces off
 * {@link AUTH_NAMESPACES} are left to their own wallets. Returns the stop function.
 *
 * @example
 * ```ts
 * followActiveNamespace(portico)
 * await portico.networks.switchNetwork(labSolana) // the Solana account connects
 * ```
 */
export function followActiveNamespace(portico: Portico): () => void {
  const { chains, connection } = portico
  const loggedInElsewhere = (target: ChainNamespace) =>
    chains.namespaces.some(
      (ns) =>
        ns !== target &&
        chains.status(ns) === 'connected' &&
        chains.account(ns)?.connectedWalletInfo?.connectorId === AUTH_CONNECTOR_ID,
    )
  return reaction(
    () => chains.activeNamespace,
    (namespace) => {
      if (!namespace || !AUTH_NAMESPACES.includes(namespace)) return
      if (chains.status(namespace) !== 'disconnected' || !loggedInElsewhere(namespace)) return
      connection.connect(namespace, AUTH_CONNECTOR_ID).catch((error: unknown) => {
        portico.deps.logger.warn('embedded wallet: could not follow the network', error)
      })
    },
  )
}
