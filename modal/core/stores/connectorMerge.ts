import type { Connector, ConnectorEntry } from './connectorTypes'

/**
 * The display name of a wallet after aliases (SPEC §3: an alias maps one wallet name to a
 * shorter name).
 *
 * @example
 * ```ts
 * aliasConnectorName('Trust Wallet', { 'Trust Wallet': 'Trust' }) // 'Trust'
 * ```
 */
export function aliasConnectorName(name: string, aliases: Readonly<Record<string, string>>) {
  return aliases[name] ?? name
}

/**
 * Groups connectors by display name: a name present on several chains becomes one MULTI_CHAIN
 * entry listing its per-chain members; a name on one chain stays a single entry. Order is the
 * order in which each name first appears.
 *
 * @example
 * ```ts
 * mergeConnectors([phantomOnEvm, phantomOnSolana], {})
 * // [{ name: 'Phantom', type: 'MULTI_CHAIN', chains: ['eip155', 'solana'], connectors: [...] }]
 * ```
 */
export function mergeConnectors(
  connectors: readonly Connector[],
  aliases: Readonly<Record<string, string>>,
): ConnectorEntry[] {
  const groups = new Map<string, Connector[]>()
  for (const connector of connectors) {
    const name = aliasConnectorName(connector.name, aliases)
    groups.set(name, [...(groups.get(name) ?? []), connector])
  }
  return [...groups].map(([name, members]) => toEntry(name, members))
}

function toEntry(name: string, members: Connector[]): ConnectorEntry {
  const first = members[0]!
  const chains = [...new Set(members.map((m) => m.chain))]
  const entry: ConnectorEntry = {
    id: first.id,
    name,
    type: chains.length > 1 ? 'MULTI_CHAIN' : first.type,
    chains,
    connectors: members,
  }
  // The first member that has an image or identity lends it to the merged entry.
  const imageUrl = members.find((m) => m.imageUrl)?.imageUrl
  const imageId = members.find((m) => m.imageId)?.imageId
  const explorerId = members.find((m) => m.explorerId)?.explorerId
  const rdns = members.find((m) => m.info?.rdns)?.info
  if (imageUrl) entry.imageUrl = imageUrl
  if (imageId) entry.imageId = imageId
  if (explorerId) entry.explorerId = explorerId
  if (rdns) entry.info = rdns
  return entry
}
