import type { CaipNetwork } from '../../core/caip/types'
import { eip155Network, explorer } from './eip155Network'

/**
 * The local anvil chain of the lab (eip155:31337). Its RPC URL is only known at run time.
 *
 * @example
 * ```ts
 * const anvil = createAnvilNetwork('http://127.0.0.1:8545')
 * ```
 */
export function createAnvilNetwork(rpcUrl: string): CaipNetwork {
  return eip155Network(31337, 'Anvil', { rpcUrls: { default: { http: [rpcUrl] } }, testnet: true })
}

/**
 * A copy of `network` that reads from `rpcUrl` (balances, gas) and offers it to wallets in
 * wallet_addEthereumChain.
 *
 * @example
 * ```ts
 * const mainnet = withRpcUrl(ethereum, 'http://127.0.0.1:8546')
 * ```
 */
export function withRpcUrl(network: CaipNetwork, rpcUrl: string): CaipNetwork {
  return { ...network, rpcUrls: { ...network.rpcUrls, default: { http: [rpcUrl] } } }
}

/**
 * Well-known eip155 networks, as data only (no RPC URL; see withRpcUrl).
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [withRpcUrl(ethereum, 'https://rpc.example')], adapters })
 * ```
 */
export const ethereum = /* @__PURE__ */ eip155Network(1, 'Ethereum', {
  blockExplorers: explorer('Etherscan', 'https://etherscan.io'),
})
/**
 * Base (8453).
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [ethereum, base], adapters })
 * ```
 */
export const base = /* @__PURE__ */ eip155Network(8453, 'Base', {
  blockExplorers: explorer('Basescan', 'https://basescan.org'),
})
/**
 * OP Mainnet (10).
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [ethereum, optimism], adapters })
 * ```
 */
export const optimism = /* @__PURE__ */ eip155Network(10, 'Optimism', {
  blockExplorers: explorer('Optimism Explorer', 'https://optimistic.etherscan.io'),
})
/**
 * Arbitrum One (42161).
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [ethereum, arbitrum], adapters })
 * ```
 */
export const arbitrum = /* @__PURE__ */ eip155Network(42161, 'Arbitrum', {
  blockExplorers: explorer('Arbiscan', 'https://arbiscan.io'),
})
/**
 * Sepolia (11155111), a testnet.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [sepolia], adapters })
 * ```
 */
export const sepolia = /* @__PURE__ */ eip155Network(11155111, 'Sepolia', {
  blockExplorers: explorer('Etherscan', 'https://sepolia.etherscan.io'),
  testnet: true,
})

/**
 * The well-known networks above, in display order.
 *
 * @example
 * ```ts
 * const networks = WELL_KNOWN_EIP155_NETWORKS.map((network) => withRpcUrl(network, rpcFor(network)))
 * ```
 */
export const WELL_KNOWN_EIP155_NETWORKS: readonly CaipNetwork[] = [
  ethereum,
  base,
  optimism,
  arbitrum,
  sepolia,
]
