import type { ChainNamespace } from './caip/types'
import type { ChainStore } from './stores/chainStore'
import { AUTH_CONNECTOR_ID } from './stores/connectorTypes'

/**
 * Whether `namespace` is connected through the embedded (AUTH) wallet. Only that wallet's
 * requests pass Portico's approval gate: SPEC §6 scopes the safe/unsafe split to embedded-wallet
 * requests, while an extension or WalletConnect wallet confirms in its own UI, where a second
 * prompt from Portico would only get in the way.
 *
 * @example
 * ```ts
 * usesEmbeddedWallet(portico.chains, 'eip155') // false for MetaMask, true for e-mail login
 * ```
 */
export function usesEmbeddedWallet(chains: ChainStore, namespace: ChainNamespace): boolean {
  const wallet = chains.account(namespace)?.connectedWalletInfo
  return wallet?.type === 'AUTH' || wallet?.connectorId === AUTH_CONNECTOR_ID
}
