import { useCallback } from 'react'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../core/caip/types'
import { usePorticoInstance } from './PorticoContext'
import { usePorticoValue } from './usePorticoValue'

/**
 * The active network, as {@link usePorticoNetwork} reports it.
 *
 * @example
 * ```ts
 * const network: PorticoNetwork = usePorticoNetwork()
 * network.caipNetwork?.name
 * ```
 */
export interface PorticoNetwork {
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: CaipNetworkId | undefined
  /** The chain id within its namespace (a number on eip155). */
  chainId: number | string | undefined
  namespace: ChainNamespace | undefined
  /** Every network the site configured, across namespaces. */
  networks: CaipNetwork[]
  /** True when the wallet is on a network the site did not configure. */
  isUnsupported: boolean
}

/**
 * What {@link usePorticoNetwork} returns.
 *
 * @example
 * ```ts
 * const { caipNetwork, switchNetwork } = usePorticoNetwork()
 * await switchNetwork('eip155:8453')
 * ```
 */
export interface UsePorticoNetworkResult extends PorticoNetwork {
  /** Switches the active network (asks the wallet when connected); rejects with a PorticoError. */
  switchNetwork(network: CaipNetwork | CaipNetworkId): Promise<void>
}

/**
 * The active network and a way to switch it.
 *
 * @example
 * ```tsx
 * function NetworkName() {
 *   const { caipNetwork, switchNetwork } = usePorticoNetwork()
 *   return <button type="button" onClick={() => switchNetwork('eip155:8453')}>{caipNetwork?.name}</button>
 * }
 * ```
 */
export function usePorticoNetwork(): UsePorticoNetworkResult {
  const portico = usePorticoInstance()
  const network = usePorticoValue(({ chains, networks }): PorticoNetwork => {
    const caipNetwork = chains.activeCaipNetwork
    return {
      caipNetwork,
      caipNetworkId: caipNetwork?.caipNetworkId,
      chainId: caipNetwork?.id,
      namespace: chains.activeNamespace,
      networks: chains.requestedCaipNetworks,
      isUnsupported: networks.isUnsupportedNetwork,
    }
  })
  const switchNetwork = useCallback(
    (target: CaipNetwork | CaipNetworkId) => portico.networks.switchNetwork(target),
    [portico],
  )
  return { ...network, switchNetwork }
}
