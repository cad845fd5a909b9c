import type { CaipNetwork } from '../../core/caip/types'

/**
 * SOL has 9 decimals (SPEC §9); one SOL is 10^9 lamports.
 *
 * @example
 * ```ts
 * const lamports = 15n * 10n ** BigInt(SOLANA_DECIMALS - 1) // 1.5 SOL
 * ```
 */
export const SOLANA_DECIMALS = 9
const SOL = { name: 'Solana', symbol: 'SOL', decimals: SOLANA_DECIMALS } as const

/** The CAIP-2 references (genesis-hash prefixes) of Solana's public clusters. */
export const SOLANA_MAINNET_REFERENCE = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const SOLANA_DEVNET_REFERENCE = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
export const SOLANA_TESTNET_REFERENCE = '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'

function solanaNetwork(
  reference: string,
  name: string,
  extra: Partial<Pick<CaipNetwork, 'blockExplorers' | 'testnet' | 'rpcUrls'>> = {},
): CaipNetwork {
  return {
    id: reference,
    caipNetworkId: `solana:${reference}`,
    name,
    chainNamespace: 'solana',
    nativeCurrency: SOL,
    // No public RPC URL: Portico never reaches a node the host did not name (see withRpcUrl).
    rpcUrls: { default: { http: [] } },
    ...extra,
  }
}

const explorer = (url: string): CaipNetwork['blockExplorers'] => ({
  default: { name: 'Solana Explorer', url },
})

/**
 * The three Solana networks of SPEC §9, as data only (no RPC URL; see withSolanaRpcUrl).
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [withSolanaRpcUrl(solana, rpcUrl)], adapters })
 * ```
 */
export const solana = solanaNetwork(SOLANA_MAINNET_REFERENCE, 'Solana', {
  blockExplorers: explorer('https://explorer.solana.com'),
})
/**
 * Solana devnet, a testnet.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [solanaDevnet], adapters })
 * ```
 */
export const solanaDevnet = solanaNetwork(SOLANA_DEVNET_REFERENCE, 'Solana Devnet', {
  blockExplorers: explorer('https://explorer.solana.com/?cluster=devnet'),
  testnet: true,
})
/**
 * Solana testnet.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [solanaTestnet], adapters })
 * ```
 */
export const solanaTestnet = solanaNetwork(SOLANA_TESTNET_REFERENCE, 'Solana Testnet', {
  blockExplorers: explorer('https://explorer.solana.com/?cluster=testnet'),
  testnet: true,
})

/**
 * The three Solana networks above, in display order.
 *
 * @example
 * ```ts
 * const names = WELL_KNOWN_SOLANA_NETWORKS.map((network) => network.name)
 * ```
 */
export const WELL_KNOWN_SOLANA_NETWORKS: readonly CaipNetwork[] = [
  solana,
  solanaDevnet,
  solanaTestnet,
]

/**
 * A copy of `network` that reads and sends through `rpcUrl`, with subscriptions on `wsUrl`
 * (by default the same host with ws://, which is where the lab serves them).
 *
 * @example
 * ```ts
 * const mainnet = withSolanaRpcUrl(solana, 'https://my-node.example')
 * ```
 */
export function withSolanaRpcUrl(
  network: CaipNetwork,
  rpcUrl: string,
  wsUrl?: string,
): CaipNetwork {
  const webSocket = [wsUrl ?? rpcUrl.replace(/^http/, 'ws')]
  return { ...network, rpcUrls: { default: { http: [rpcUrl], webSocket } } }
}

/**
 * The lab's Solana chain (LiteSVM behind the lab's RPC facade), identified by its genesis
 * reference. Not flagged a testnet: it stands in for mainnet, so balances are fetched.
 *
 * @example
 * ```ts
 * createLabSolanaNetwork('http://127.0.0.1:8899', '8ZuE91gjP9DUTVNCdyuuSJqD29gm2aSTE')
 * ```
 */
export function createLabSolanaNetwork(rpcUrl: string, reference: string): CaipNetwork {
  return withSolanaRpcUrl(solanaNetwork(reference, 'Solana Lab'), rpcUrl)
}

/**
 * The Wallet Standard chain of a network: the three public clusters by name, anything else
 * (a local or lab chain) as `solana:localnet`.
 *
 * @example
 * ```ts
 * walletChainOf(solanaDevnet) // 'solana:devnet'
 * ```
 */
export function walletChainOf(network: CaipNetwork): `solana:${string}` {
  switch (network.id) {
    case SOLANA_MAINNET_REFERENCE:
      return 'solana:mainnet'
    case SOLANA_DEVNET_REFERENCE:
      return 'solana:devnet'
    case SOLANA_TESTNET_REFERENCE:
      return 'solana:testnet'
    default:
      return 'solana:localnet'
  }
}
