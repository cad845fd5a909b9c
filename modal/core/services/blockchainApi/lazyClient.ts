import type { BlockchainApiClient, createBlockchainApiClient } from './client'

type ClientFactory = typeof createBlockchainApiClient

/**
 * The Blockchain API client behind a stand-in whose methods import the real client on first
 * call: the client (25 modules, one per SPEC §7 row) is no start-up script, and a page that
 * never asks the API never loads it. Every method but `clearCaches` is async already; that one
 * has nothing to clear before the client exists.
 *
 * @example
 * ```ts
 * const api = lazyBlockchainApiClient(config, () => import('./client').then((m) => m.createBlockchainApiClient))
 * await api.getSupportedChains() // the first call loads the client
 * ```
 */
export function lazyBlockchainApiClient(
  config: Parameters<ClientFactory>[0],
  load: () => Promise<ClientFactory>,
): BlockchainApiClient {
  let client: BlockchainApiClient | undefined
  let loading: Promise<BlockchainApiClient> | undefined
  const ready = () => {
    loading ??= load().then((create) => {
      client = create(config)
      return client
    })
    return loading
  }
  const methods = new Map<PropertyKey, unknown>()
  return new Proxy({} as BlockchainApiClient, {
    get(_, name) {
      // Not a thenable: `await portico.services.api` must give the client, not call `then`.
      if (typeof name !== 'string' || name === 'then') return undefined
      if (name === 'clearCaches') return () => client?.clearCaches()
      let method = methods.get(name)
      if (!method) {
        method = async (...args: unknown[]) => {
          const loaded = await ready()
          return (loaded[name as keyof BlockchainApiClient] as (...a: unknown[]) => unknown)(
            ...args,
          )
        }
        methods.set(name, method)
      }
      return method
    },
  })
}
