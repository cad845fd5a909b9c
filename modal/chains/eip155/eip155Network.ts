import type { CaipNetwork } from '../../core/caip/types'

/** Ether, the native currency of Ethereum and of most rollups. */
export const ETHER: CaipNetwork['nativeCurrency'] = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** What a named network adds to its id and name. */
export type Eip155NetworkExtra = Partial<
  Pick<CaipNetwork, 'blockExplorers' | 'testnet' | 'rpcUrls' | 'nativeCurrency'>
>

/**
 * One eip155 network as data. The named presets are built by a call, which a bundler keeps
 * unless told it is pure: each preset's `@__PURE__` lets a host that imports only `base` (or
 * only createAnvilNetwork) ship none of the others.
 *
 * Well-known networks carry no RPC URL: Portico must never reach a public node by accident
 * (the lab and tests run offline). A host gives its own with withRpcUrl().
 *
 * @example
 * ```ts
 * const gnosis = eip155Network(100, 'Gnosis', { nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 } })
 * ```
 */
export function eip155Network(
  id: number,
  name: string,
  extra: Eip155NetworkExtra = {},
): CaipNetwork {
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    name,
    chainNamespace: 'eip155',
    nativeCurrency: ETHER,
    rpcUrls: { default: { http: [] } },
    ...extra,
  }
}

/**
 * The default block explorer of a network.
 *
 * @example
 * ```ts
 * explorer('Etherscan', 'https://etherscan.io')
 * ```
 */
export function explorer(name: string, url: string): CaipNetwork['blockExplorers'] {
  return { default: { name, url } }
}
