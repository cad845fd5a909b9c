/**
 * The chain families Portico supports (SPEC §1).
 *
 * @example
 * ```ts
 * CHAIN_NAMESPACES.includes(namespace) // what isChainNamespace checks
 * ```
 */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122'] as const
/**
 * One chain family, e.g. `eip155`.
 *
 * @example
 * ```ts
 * const namespace: ChainNamespace = 'solana'
 * ```
 */
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/**
 * A CAIP-2 network id, two parts: `namespace:reference`, e.g. `eip155:1`.
 *
 * @example
 * ```ts
 * const id: CaipNetworkId = 'eip155:1'
 * ```
 */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/**
 * A CAIP-10 account id, three parts: `namespace:reference:address`.
 *
 * @example
 * ```ts
 * const account: CaipAddress = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 * ```
 */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

/**
 * A network as the host configures it (SPEC §3 "Network").
 *
 * @example
 * ```ts
 * const anvil: CaipNetwork = createAnvilNetwork('http://127.0.0.1:8545')
 * anvil.caipNetworkId // 'eip155:31337'
 * ```
 */
export interface CaipNetwork {
  /** The chain's own id: a number on eip155, a genesis-hash prefix elsewhere. */
  id: number | string
  caipNetworkId: CaipNetworkId
  name: string
  chainNamespace: ChainNamespace
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  assets?: { imageUrl?: string; imageId?: string }
}

/**
 * Account types of SPEC §6.
 *
 * @example
 * ```ts
 * portico.chains.account('eip155')?.preferredAccountType === ('smartAccount' satisfies AccountType)
 * ```
 */
export type AccountType = 'eoa' | 'smartAccount' | 'payment'
