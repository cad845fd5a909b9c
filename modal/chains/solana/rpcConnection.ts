import { Connection, PublicKey } from '@solana/web3.js'
import type { CaipNetwork } from '../../core/caip/types'
import type { FetchFn } from '../../core/deps'
import { featureError } from '../../core/errors/featureMessages'
import { PorticoError } from '../../core/errors/porticoError'
import { formatLamports } from './solanaSend'

/**
 * One web3.js Connection per RPC URL, over the instance's fetch (HTTP) and the network's
 * WebSocket URL (signature subscriptions), shared by the adapters of the solana namespace.
 *
 * @example
 * ```ts
 * const connections = new SolanaConnections(fetch)
 * await connections.for(network).getBalance(publicKey)
 * ```
 */
export class SolanaConnections {
  private readonly connections = new Map<string, Connection>()

  constructor(private readonly fetchFn: FetchFn) {}

  for(network: CaipNetwork): Connection {
    const rpcUrl = network.rpcUrls.default.http[0]
    if (!rpcUrl) {
      throw featureError('NETWORK_CLIENT_NOT_SET', {
        details: `${network.caipNetworkId} has no RPC URL`,
      })
    }
    let connection = this.connections.get(rpcUrl)
    if (!connection) {
      const wsEndpoint = network.rpcUrls.default.webSocket?.[0]
      const fetchFn = this.fetchFn
      connection = new Connection(rpcUrl, {
        commitment: 'confirmed',
        ...(wsEndpoint ? { wsEndpoint } : {}),
        fetch: (input, init) => fetchFn(String(input), init as RequestInit),
      })
      this.connections.set(rpcUrl, connection)
    }
    return connection
  }
}

/**
 * The SOL balance of `address` in whole SOL, or TOKEN_BALANCE_UNAVAILABLE.
 *
 * @example
 * ```ts
 * await readSolBalance(connection, address, network) // { balance: '99.75', symbol: 'SOL' }
 * ```
 */
export async function readSolBalance(
  connection: Connection,
  address: string,
  network: CaipNetwork,
) {
  try {
    const lamports = await connection.getBalance(new PublicKey(address))
    return { balance: formatLamports(BigInt(lamports)), symbol: network.nativeCurrency.symbol }
  } catch (cause) {
    throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', {
      details: `getBalance on ${network.caipNetworkId}`,
      cause,
    })
  }
}
