import type { CaipNetwork } from '../../core/caip/types'

/** CAIP-2 for polkadot: the first 32 hex digits of the chain's genesis hash (without 0x). */
export const POLKADOT_REFERENCE = '91b171bb158e2d3848fa23a9f1c25182'
export const KUSAMA_REFERENCE = 'b0a8d493285c2df73290dfb7e61f870f'
export const WESTEND_REFERENCE = 'e143f23803ac50e8f6f8e62695d1ce9e'
export const POLKADOT_ASSET_HUB_REFERENCE = '68d56f15f85d3136970ec16946040bc1'

function polkadotNetwork(
  reference: string,
  name: string,
  token: { name: string; symbol: string; decimals: number },
  extra: Partial<Pick<CaipNetwork, 'blockExplorers' | 'testnet' | 'rpcUrls'>> = {},
): CaipNetwork {
  return {
    id: reference,
    caipNetworkId: `polkadot:${reference}`,
    name,
    chainNamespace: 'polkadot',
    nativeCurrency: token,
    // No public node: Portico never reaches a node the host did not name (withPolkadotRpcUrl).
    rpcUrls: { default: { http: [] } },
    ...extra,
  }
}

const subscan = (chain: string): CaipNetwork['blockExplorers'] => ({
  default: { name: 'Subscan', url: `https://${chain}.subscan.io` },
})

/**
 * Polkadot (DOT, 10 decimals), a network preset of `portico/polkadot` as data only (no node
 * URL; see withPolkadotRpcUrl).
 *
 * @example
 * ```ts
 * createPortico({ networks: [withPolkadotRpcUrl(polkadot, 'wss://rpc.example.org')], adapters })
 * ```
 */
export const polkadot = polkadotNetwork(
  POLKADOT_REFERENCE,
  'Polkadot',
  { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  { blockExplorers: subscan('polkadot') },
)
/**
 * Polkadot Asset Hub (DOT, 10 decimals), a network preset of `portico/polkadot` (no node URL).
 *
 * @example
 * ```ts
 * const network = withPolkadotRpcUrl(polkadotAssetHub, 'wss://rpc.example.org')
 * ```
 */
export const polkadotAssetHub = polkadotNetwork(
  POLKADOT_ASSET_HUB_REFERENCE,
  'Polkadot Asset Hub',
  { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  { blockExplorers: subscan('assethub-polkadot') },
)
/**
 * Kusama (KSM, 12 decimals), a network preset of `portico/polkadot` (no node URL).
 *
 * @example
 * ```ts
 * const network = withPolkadotRpcUrl(kusama, 'wss://rpc.example.org')
 * ```
 */
export const kusama = polkadotNetwork(
  KUSAMA_REFERENCE,
  'Kusama',
  { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  { blockExplorers: subscan('kusama') },
)
/**
 * Westend, the test network (WND, 12 decimals), a network preset of `portico/polkadot` (no node URL).
 *
 * @example
 * ```ts
 * const network = withPolkadotRpcUrl(westend, 'wss://rpc.example.org')
 * ```
 */
export const westend = polkadotNetwork(
  WESTEND_REFERENCE,
  'Westend',
  { name: 'Westend', symbol: 'WND', decimals: 12 },
  { blockExplorers: subscan('westend'), testnet: true },
)

/**
 * Every polkadot preset, for a network picker.
 *
 * @example
 * ```ts
 * WELL_KNOWN_POLKADOT_NETWORKS.map((network) => network.name) // ['Polkadot', 'Polkadot Asset Hub', 'Kusama', 'Westend']
 * ```
 */
export const WELL_KNOWN_POLKADOT_NETWORKS: readonly CaipNetwork[] = [
  polkadot,
  polkadotAssetHub,
  kusama,
  westend,
]

/**
 * A copy of `network` that reads and submits through the node at `wsUrl` (ws:// or wss://;
 * @polkadot/api speaks JSON-RPC over a WebSocket).
 *
 * @example
 * ```ts
 * const dot = withPolkadotRpcUrl(polkadot, 'wss://my-node.example')
 * ```
 */
export function withPolkadotRpcUrl(network: CaipNetwork, wsUrl: string): CaipNetwork {
  return { ...network, rpcUrls: { default: { http: [], webSocket: [wsUrl] } } }
}

/**
 * The lab's polkadot chain (chopsticks on the rococo asset hub runtime), identified by its
 * genesis reference. Not flagged a testnet: it stands in for a live chain.
 *
 * @example
 * ```ts
 * createLabPolkadotNetwork('ws://127.0.0.1:9944', 'd0f5c2ae…', { symbol: 'ROC', decimals: 12 })
 * ```
 */
export function createLabPolkadotNetwork(
  wsUrl: string,
  reference: string,
  token: { symbol: string; decimals: number },
): CaipNetwork {
  const native = { name: token.symbol, ...token }
  return withPolkadotRpcUrl(polkadotNetwork(reference, 'Polkadot Lab', native), wsUrl)
}
