import type { CaipNetwork, ChainNamespace } from '../../caip/types'
import type { ChainAdapter } from '../../chains/chainAdapter'
import type { Clock } from '../../clock/clock'
import type { Logger } from '../../deps'
import { PorticoError } from '../../errors/porticoError'
import { type TokenOptions, tokensFor } from '../../options/tokenOption'
import type { TokenBalancesPort } from '../../stores/ports'
import { BLOCKCHAIN_API_TIMES } from '../blockchainApi/context'
import type { TokenBalance } from '../blockchainApi/types'
import { createTtlCache } from '../cache/ttlCache'
import { mergeHostTokens } from './mergeHostTokens'

/** What {@link createHostTokenBalances} reads. */
export interface HostTokenBalancesConfig {
  /** The host's `tokens` option. */
  tokens: TokenOptions
  clock: Clock
  logger: Pick<Logger, 'warn'>
  /** The loaded adapter of a namespace (the account's, so loaded by the time balances are read). */
  adapterFor: (namespace: ChainNamespace) => ChainAdapter | undefined
  /** The configured network of a CAIP network id. */
  networkOf: (caipNetworkId: string) => CaipNetwork | undefined
  /** The Blockchain API's balances, when an `api` is configured: merged with the host's tokens. */
  api?: TokenBalancesPort
}

/**
 * The token balances of an account with the host's `tokens` (SPEC §3 Options.tokens): the
 * named tokens read from the chain through the network's RPC by the namespace's adapter (no
 * backend needed), kept 30 s per network and account (SPEC §9 "Balances cache"; `forceUpdate`
 * reads afresh), and merged with the API's balances when there is an `api`: the API's entry of a
 * token wins (it has a price), the host's image fills a missing icon, and a named token the API
 * does not list is added from the chain. Without an `api`, a chain that cannot be read fails
 * ("Token Balance Unavailable"); with one, the API's list is shown and the failure logged.
 *
 * @example
 * ```ts
 * portico.ports.tokenBalances = createHostTokenBalances({ tokens, clock, logger, adapterFor, networkOf })
 * const { balances } = await portico.ports.tokenBalances.getBalance({ address, chainId: 'eip155:1' })
 * ```
 */
export function createHostTokenBalances(config: HostTokenBalancesConfig): TokenBalancesPort {
  const cache = createTtlCache<TokenBalance[]>({
    clock: config.clock,
    ttlMs: BLOCKCHAIN_API_TIMES.balanceCacheMs,
  })

  async function readFromChain(address: string, chainId: string, forceUpdate: boolean) {
    const tokens = tokensFor(config.tokens, chainId).filter(
      (token) => typeof token?.address === 'string' && token.address !== '',
    )
    if (tokens.length === 0) return []
    const key = `${chainId}:${address}`
    const cached = forceUpdate ? undefined : cache.get(key)
    if (cached) return cached
    const network = config.networkOf(chainId)
    const adapter = network && config.adapterFor(network.chainNamespace)
    if (!network || !adapter?.readTokenBalances) {
      throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', {
        details: `no adapter reads the host's tokens on ${chainId}`,
      })
    }
    const balances = await adapter.readTokenBalances({ address, network, tokens })
    cache.set(key, balances)
    return balances
  }

  return {
    async getBalance({ address, chainId, forceUpdate = false }) {
      const named = tokensFor(config.tokens, chainId)
      if (!config.api) {
        return {
          balances: mergeHostTokens([], await readFromChain(address, chainId, forceUpdate), named),
        }
      }
      const params = { address, chainId, ...(forceUpdate ? { forceUpdate } : {}) }
      const [fromApi, fromChain] = await Promise.all([
        config.api.getBalance(params),
        readFromChain(address, chainId, forceUpdate).catch((error: unknown) => {
          config.logger.warn("the host's tokens could not be read from the chain", error)
          return []
        }),
      ])
      return { balances: mergeHostTokens(fromApi.balances, fromChain, named) }
    },
  }
}
