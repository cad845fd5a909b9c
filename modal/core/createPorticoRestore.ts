import type { Portico } from './createPortico'

/**
 * Restores what an earlier visit persisted (active network or namespace, recent wallets,
 * smart-account networks) and syncs existing connections; the stored active namespace wins
 * over the order in which syncing made each connected namespace active. Called by `init()`.
 *
 * @example
 * ```ts
 * await restoreVisit(portico)
 * ```
 */
export async function restoreVisit(portico: Portico): Promise<void> {
  const { storage, chains } = portico
  const stored = storage.get('activeCaipNetworkId')
  const network = stored && chains.findNetwork(stored)
  const storedNamespace = storage.get('activeNamespace')
  if (network) chains.setActiveCaipNetwork(network)
  else if (storedNamespace && chains.chains.has(storedNamespace)) {
    chains.setActiveNamespace(storedNamespace)
  }
  chains.clearNamespaceSwitch()
  portico.connectors.restoreRecentWallets()
  const smartAccounts = storage.get('smartAccountEnabledNetworks')
  if (smartAccounts && chains.chains.has('eip155')) {
    chains.setNetwork('eip155', { smartAccountEnabledNetworks: smartAccounts })
  }
  const active = chains.activeNamespace
  await portico.connection.syncConnections()
  // Syncing makes each connected namespace active in turn; the stored choice wins.
  if (active && chains.chains.has(active)) chains.setActiveNamespace(active)
  chains.clearNamespaceSwitch()
}
