/** The chain families Portico supports (SPEC §1). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122'] as const
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/** A CAIP-2 network id, two parts: `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/** A CAIP-10 account id, three parts: `namespace:reference:address`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

/** A network as the host configures it (SPEC §3 "Network"). */
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

/** Account types of SPEC §6. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment'
