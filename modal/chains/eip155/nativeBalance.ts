import { createPublicClient, formatUnits, getAddress, type PublicClient } from 'viem'
import type { CaipNetwork } from '../../core/caip/types'
import type { Clock } from '../../core/clock/clock'
import { createRealClock } from '../../core/clock/realClock'
import type { FetchFn } from '../../core/deps'
import { PorticoError } from '../../core/errors/porticoError'
import type { TokenOption } from '../../core/options/tokenOption'
import { readErc20Balances } from './erc20Balances'
import { type RpcGatewayOptions, rankedTransport, rpcEndpoints } from './rpcGateway'

/**
 * Reads native balances with a viem public client per network, through the RPC gateway for
 * the gateway's chains with the secondary and own RPC URLs as ranked fallback (rpcGateway.ts),
 * else from the network's own RPC URL. The endpoints are re-ranked on `clock` (the host's, so
 * the lab's virtual clock steps it) until {@link NativeBalanceReader.dispose}. A network without any endpoint is refused before any
 * request: nothing is ever sent to a node the host did not name.
 *
 * @example
 * ```ts
 * const reader = new NativeBalanceReader(fetch)
 * await reader.read(address, anvil) // { balance: '10000', symbol: 'ETH' }
 * ```
 */
export class NativeBalanceReader {
  private readonly clients = new Map<string, PublicClient>()
  private readonly rankings: (() => void)[] = []
  /** Networks found to have no Multicall3 (their token reads go as plain calls). */
  private readonly noMulticall = new Set<string>()

  constructor(
    private readonly fetchFn: FetchFn,
    private readonly gateway?: RpcGatewayOptions,
    private readonly clock: Clock = createRealClock(),
  ) {}

  async read(address: string, network: CaipNetwork): Promise<{ balance: string; symbol: string }> {
    const urls = rpcEndpoints(network, this.gateway)
    if (urls.length === 0) {
      throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', {
        details: `${network.caipNetworkId} has no RPC URL`,
      })
    }
    try {
      const wei = await this.client(urls).getBalance({ address: getAddress(address) })
      const { decimals, symbol } = network.nativeCurrency
      return { balance: formatUnits(wei, decimals), symbol }
    } catch (cause) {
      throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', {
        details: `eth_getBalance on ${network.caipNetworkId}`,
        cause,
      })
    }
  }

  /**
   * The host's ERC-20 tokens for `address` on `network`, over the same endpoints as the native
   * balance (erc20Balances.ts).
   */
  readTokens(params: { address: string; network: CaipNetwork; tokens: readonly TokenOption[] }) {
    const urls = rpcEndpoints(params.network, this.gateway)
    if (urls.length === 0) {
      return Promise.reject(
        new PorticoError('TOKEN_BALANCE_UNAVAILABLE', {
          details: `${params.network.caipNetworkId} has no RPC URL`,
        }),
      )
    }
    return readErc20Balances(
      this.client(urls),
      { ...params, owner: params.address },
      this.noMulticall,
    )
  }

  /** The public client over `urls` (one per endpoint list, so the ranking keeps its samples). */
  client(urls: readonly string[]): PublicClient {
    const key = urls.join(' ')
    let client = this.clients.get(key)
    if (!client) {
      const { transport, stop } = rankedTransport(urls, this.fetchFn, this.clock)
      client = createPublicClient({ transport })
      this.clients.set(key, client)
      this.rankings.push(stop)
    }
    return client
  }

  /** Stops every ranking timer; the next read starts afresh. */
  dispose(): void {
    for (const stop of this.rankings.splice(0)) stop()
    this.clients.clear()
  }
}
