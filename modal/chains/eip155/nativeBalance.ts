import { createPublicClient, formatUnits, getAddress, http, type PublicClient } from 'viem'
import type { CaipNetwork } from '../../core/caip/types'
import type { FetchFn } from '../../core/deps'
import { PorticoError } from '../../core/errors/porticoError'

/**
 * Reads native balances from a network's own RPC URL with a viem public client (one per URL).
 * A network without an RPC URL is refused before any request: nothing is ever sent to a
 * node the host did not name.
 *
 * @example
 * ```ts
 * const reader = new NativeBalanceReader(fetch)
 * await reader.read(address, anvil) // { balance: '10000', symbol: 'ETH' }
 * ```
 */
export class NativeBalanceReader {
  private readonly clients = new Map<string, PublicClient>()

  constructor(private readonly fetchFn: FetchFn) {}

  async read(address: string, network: CaipNetwork): Promise<{ balance: string; symbol: string }> {
    const rpcUrl = network.rpcUrls.default.http[0]
    if (!rpcUrl) {
      throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', {
        details: `${network.caipNetworkId} has no RPC URL`,
      })
    }
    try {
      const wei = await this.client(rpcUrl).getBalance({ address: getAddress(address) })
      const { decimals, symbol } = network.nativeCurrency
      return { balance: formatUnits(wei, decimals), symbol }
    } catch (cause) {
      throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', {
        details: `eth_getBalance on ${network.caipNetworkId}`,
        cause,
      })
    }
  }

  private client(rpcUrl: string): PublicClient {
    let client = this.clients.get(rpcUrl)
    if (!client) {
      const fetchFn = (input: string | URL | Request, init?: RequestInit) =>
        this.fetchFn(String(input), init)
      client = createPublicClient({ transport: http(rpcUrl, { fetchFn, retryCount: 0 }) })
      this.clients.set(rpcUrl, client)
    }
    return client
  }
}
