import type { CaipNetwork } from '../../core/caip/types'

/** The wallet_addEthereumChain parameter of EIP-3085. */
export interface AddEthereumChainParameter {
  chainId: `0x${string}`
  chainName: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: string[]
  blockExplorerUrls?: string[]
  iconUrls?: string[]
}

/** The EIP-155 chain id of an eip155 network as EIP-3085/3326 want it: 0x-prefixed hex. */
export function hexChainId(network: CaipNetwork): `0x${string}` {
  return `0x${Number(network.id).toString(16)}`
}

/**
 * Builds the EIP-3085 parameter for a network from its CaipNetwork definition.
 *
 * @example
 * ```ts
 * provider.request({ method: 'wallet_addEthereumChain', params: [toAddEthereumChainParameter(net)] })
 * ```
 */
export function toAddEthereumChainParameter(network: CaipNetwork): AddEthereumChainParameter {
  const explorer = network.blockExplorers?.default.url
  const icon = network.assets?.imageUrl
  return {
    chainId: hexChainId(network),
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
    ...(icon ? { iconUrls: [icon] } : {}),
  }
}
