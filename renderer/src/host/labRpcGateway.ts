import type { CaipNetwork } from 'portico'
import type { RpcGatewayOptions } from 'portico/eip155'

/**
 * The lab's RPC gateway (SPEC §7): the Blockchain API stub serves the gateway path in front
 * of the lab's anvil nodes, and its `/rpc/fallback` endpoint is each chain's secondary
 * endpoint, so a scenario can fail the gateway and watch reads move to the fallback. Without
 * the stub there is no gateway and reads go to each network's own URL.
 *
 * @example
 * ```ts
 * loadEip155Adapter({ window, rpcGateway: labRpcGateway(apiUrl, 'portico-lab-demo', networks) })
 * ```
 */
export function labRpcGateway(
  apiUrl: string | undefined,
  projectId: string,
  networks: readonly CaipNetwork[],
): RpcGatewayOptions | undefined {
  if (!apiUrl) return undefined
  const chains = networks.map((network) => network.caipNetworkId)
  const secondary = Object.fromEntries(
    chains.map((chainId) => [chainId, [`${apiUrl}/rpc/fallback?chainId=${chainId}`]]),
  )
  return { host: apiUrl, projectId, chains, secondary }
}
