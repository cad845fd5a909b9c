import type { CaipNetwork } from '../../core/caip/types'
import { featureError } from '../../core/errors/featureMessages'
import type { SwapApi } from './swapDeps'

/**
 * The gas price the swap prices its network fee and gas check with (SPEC §4 step 1), in wei.
 * Only eip155 networks have one here: another namespace, a failing gas-price call, or the
 * client's empty default for an unsupported network (a price of 0 or no number) throws SPEC
 * §8's internal "Network not supported for Gas Price", which fails the swap's initialization.
 *
 * @example
 * ```ts
 * const wei = await fetchSwapGasPrice(api, base) // 1000000000n
 * ```
 */
export async function fetchSwapGasPrice(
  api: Pick<SwapApi, 'fetchGasPrice'>,
  network: CaipNetwork,
): Promise<bigint> {
  if (network.chainNamespace !== 'eip155') {
    throw featureError('NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE', {
      details: network.caipNetworkId,
    })
  }
  let standard: string
  try {
    ;({ standard } = await api.fetchGasPrice({ chainId: network.caipNetworkId }))
  } catch (cause) {
    throw featureError('NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE', { cause })
  }
  // The client answers "0" when the Blockchain API does not serve this network.
  if (!/^\d+$/.test(standard) || BigInt(standard) === 0n) {
    throw featureError('NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE', { details: standard })
  }
  return BigInt(standard)
}
