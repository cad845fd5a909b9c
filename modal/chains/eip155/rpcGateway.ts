import { fallback, http, type Transport } from 'viem'
import type { CaipNetwork, CaipNetworkId } from '../../core/caip/types'
import type { Clock } from '../../core/clock/clock'
import type { FetchFn } from '../../core/deps'
import { EndpointRanking } from './rpcGatewayRanking'

export { FALLBACK_RANKING } from './rpcGatewayRanking'

/**
 * The chains the RPC gateway serves (SPEC §7 "RPC gateway"): node JSON-RPC for these goes to
 * the gateway, every other chain to its own default RPC URL.
 */
export const GATEWAY_CHAINS: readonly CaipNetworkId[] = [
  'eip155:1',
  'eip155:10',
  'eip155:56',
  'eip155:100',
  'eip155:137',
  'eip155:324',
  'eip155:8453',
  'eip155:42161',
  'eip155:42220',
  'eip155:43114',
  'eip155:11155111',
]

/**
 * Where the gateway is and who asks (the host's project id).
 *
 * @example
 * ```ts
 * loadEip155Adapter({ window, rpcGateway: { host: 'https://rpc.example.org', projectId: 'my-site' } })
 * ```
 */
export interface RpcGatewayOptions {
  /** The gateway host, e.g. `https://rpc.example.org`; requests go to `{host}/v1/?…`. */
  host: string
  projectId: string
  /** Overrides {@link GATEWAY_CHAINS}, the chains the gateway serves. */
  chains?: readonly CaipNetworkId[]
  /**
   * Secondary endpoints per gateway chain: the fallbacks after the gateway, in place of the
   * network's own RPC URLs (which are the fallbacks of a chain not named here).
   */
  secondary?: Readonly<Record<CaipNetworkId, readonly string[]>>
}

/**
 * The node endpoints of `network`, best first: the gateway URL for a gateway chain, then its
 * secondary endpoints, or the network's own default RPC URLs when it has none named.
 *
 * @example
 * ```ts
 * rpcEndpoints(withRpcUrl(base, 'http://127.0.0.1:8545'), { host: 'https://gw', projectId: 'p' })
 * // ['https://gw/v1/?chainId=eip155%3A8453&projectId=p', 'http://127.0.0.1:8545']
 * ```
 */
export function rpcEndpoints(network: CaipNetwork, gateway?: RpcGatewayOptions): string[] {
  const own = network.rpcUrls.default.http
  if (!gateway || !(gateway.chains ?? GATEWAY_CHAINS).includes(network.caipNetworkId)) {
    return [...own]
  }
  const query = new URLSearchParams({
    chainId: network.caipNetworkId,
    projectId: gateway.projectId,
  })
  const url = `${gateway.host.replace(/\/+$/, '')}/v1/?${query}`
  const secondary = gateway.secondary?.[network.caipNetworkId]
  return [...new Set([url, ...(secondary?.length ? secondary : own)])]
}

/** A transport over ranked endpoints, and how to stop its ranking timer. */
export interface RankedTransport {
  transport: Transport
  /** The endpoints in the order the next request tries them. */
  endpoints(): readonly string[]
  /** How many ranking rounds have completed. */
  rounds(): number
  stop(): void
}

/**
 * One transport over `urls`: a single URL is a plain http transport; several are tried in
 * the order SPEC §9's ranking gives them (rpcGatewayRanking.ts), re-ranked on `clock` every
 * 4000 ms, so a failing endpoint's reads move to the next one without the visitor noticing,
 * and a slow or failing primary stops being asked first. Each request goes through viem's
 * `fallback` over the endpoints in their current order (viem's own ranking would run on a
 * real-time timer the page's clock cannot step).
 *
 * @example
 * ```ts
 * const { transport, stop } = rankedTransport(rpcEndpoints(network, gateway), fetch, clock)
 * createPublicClient({ transport })
 * ```
 */
export function rankedTransport(
  urls: readonly string[],
  fetchFn: FetchFn,
  clock: Clock,
): RankedTransport {
  const viemFetch = (input: string | URL | Request, init?: RequestInit) =>
    fetchFn(String(input), init)
  const transports = urls.map((url) => http(url, { fetchFn: viemFetch, retryCount: 0 }))
  const [only] = transports
  if (transports.length === 1 && only) {
    return { transport: only, endpoints: () => urls, rounds: () => 0, stop: () => {} }
  }
  const ranking = new EndpointRanking(
    transports.length,
    (index) => transports[index]!({ retryCount: 0 }).request({ method: 'net_listening' }),
    clock,
  )
  ranking.start()
  const ordered = () =>
    fallback(
      ranking.order.map((index) => transports[index]!),
      { retryCount: 0 },
    )
  const transport: Transport = (params) => {
    const first = ordered()(params)
    // Each request takes the order of the latest ranking round, not the order at creation.
    const request: typeof first.request = (args, options) =>
      ordered()(params).request(args, options)
    return { ...first, request }
  }
  return {
    transport,
    endpoints: () => ranking.order.map((index) => urls[index]!),
    rounds: () => ranking.rounds,
    stop: () => ranking.stop(),
  }
}
