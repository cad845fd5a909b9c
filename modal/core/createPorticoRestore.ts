import type { CaipNetwork } from './caip/types'
import type { Portico } from './createPortico'

/**
 * The network of the stored last used chain id, when it is one of the instance's: the embedded
 * wallet stores the frame's chain id, a number for eip155 (`8453`) or a CAIP network id.
 */
function lastUsedNetwork({ storage, chains }: Portico): CaipNetwork | undefined {
  const id = storage.get('lastUsedChainId')
  if (!id) return undefined
  return chains.findNetwork(id.includes(':') ? id : `eip155:${id}`)
}

/**
 * Restores what an earlier visit persisted (active network or namespace, the embedded wallet's
 * last used chain, recent wallets, smart-account networks) and syncs existing connections; the stored active namespace wins
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
  // The embedded wallet's last chain (SPEC §3 "last used chain id") is its namespace's network
  // again; the stored active network, set after it, wins where both name one namespace.
  const lastUsed = lastUsedNetwork(portico)
  if (lastUsed) chains.setNetwork(lastUsed.chainNamespace, { caipNetwork: lastUsed })
  if (network) chains.setActiveCaipNetwork(network)
  else if (lastUsed && !storedNamespace) chains.setActiveCaipNetwork(lastUsed)
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
