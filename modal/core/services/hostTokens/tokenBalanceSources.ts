import type { Portico } from '../../createPortico'
import type { TokenBalancesPort } from '../../stores/ports'
import { createHostTokenBalances } from './hostTokenBalances'

/**
 * An instance's token-balance source: the Blockchain API's balances when `endpoints.api` is set,
 * the host's `tokens` read from the chain when it names any, merged when both (SPEC §3
 * Options.tokens); loaded with the first balance read.
 *
 * @example
 * ```ts
 * const { balances } = await tokenBalanceSources(portico).getBalance({ address, chainId: 'eip155:1' })
 * ```
 */
export function tokenBalanceSources(portico: Portico): TokenBalancesPort {
  const { services, options, deps } = portico
  const api: TokenBalancesPort | undefined = services.supports('tokenBalances')
    ? {
        getBalance: async (params) => {
          const client = services.api
          if (!client) return { balances: [] }
          // An unreadable supported-chains list is a failure, not "unsupported": it must not
          // read as "No tokens yet" (the client would answer its empty default).
          await client.getSupportedChains()
          return client.getBalance(params)
        },
      }
    : undefined
  const { tokens } = options
  if (!tokens || Object.keys(tokens).length === 0)
    return api ?? { getBalance: async () => ({ balances: [] }) }
  return createHostTokenBalances({
    tokens,
    clock: deps.clock,
    logger: deps.logger,
    adapterFor: (namespace) => portico.adapters.get(namespace),
    networkOf: (id) => options.networks.find((n) => n.caipNetworkId === id),
    ...(api ? { api } : {}),
  })
}
