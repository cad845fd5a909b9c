import type {
  AnalyticsConfig,
  AnalyticsService,
  createAnalyticsService,
} from './analytics/analytics'
import type { BlockchainApiClient, createBlockchainApiClient } from './blockchainApi/client'
import type { BlockchainApiConfig } from './blockchainApi/context'
import type {
  createWalletListingClient,
  WalletListingClient,
  WalletListingConfig,
} from './walletListing/client'
import { walletImageUrls } from './walletListing/imageUrls'

/** The keys of `T` whose values are functions returning a promise. */
type AsyncKeys<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => Promise<unknown> ? K : never
}[keyof T]

/**
 * Every asynchronous method of the Blockchain API client. A `Record` over the keys, so a
 * method added to the client and not listed here fails to compile.
 */
const API_METHODS: Record<AsyncKeys<BlockchainApiClient>, true> = {
  getSupportedChains: true,
  isNetworkSupported: true,
  fetchIdentity: true,
  fetchTransactions: true,
  fetchSwapQuotes: true,
  fetchSwapTokens: true,
  fetchTokenPrice: true,
  fetchSwapAllowance: true,
  fetchGasPrice: true,
  buildSwapTransaction: true,
  buildApproveTransaction: true,
  getBalance: true,
  lookupName: true,
  reverseLookupName: true,
  getNameSuggestions: true,
  registerName: true,
  generateOnrampUrl: true,
  getOnrampOptions: true,
  getOnrampQuote: true,
  getSmartSessions: true,
  revokeSmartSession: true,
}

/**
 * A loader that imports once; a failed import (offline, a deploy) is tried again next call.
 * `ready` makes it at once instead, when its module is already loaded.
 */
function once<T>(load: () => Promise<T>, ready?: () => T | undefined) {
  let pending: Promise<T> | undefined
  let loaded: T | undefined
  return {
    get: (): Promise<T> => {
      loaded ??= ready?.()
      if (loaded) return Promise.resolve(loaded)
      pending ??= load().then(
        (value) => {
          loaded = value
          return value
        },
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )
      return pending
    },
    current: (): T | undefined => (loaded ??= ready?.()),
  }
}

/** `methods` of the client, each calling it at once when loaded, else after loading it. */
function forwarding<T>(
  client: ReturnType<typeof once<T>>,
  methods: readonly (keyof T)[],
): Partial<T> {
  type Methods = Record<keyof T, (...args: unknown[]) => unknown>
  const facade: Partial<Record<keyof T, unknown>> = {}
  for (const name of methods) {
    facade[name] = (...args: unknown[]) => {
      const loaded = client.current() as Methods | undefined
      if (loaded) return loaded[name](...args)
      return client.get().then((target) => (target as Methods)[name](...args))
    }
  }
  return facade as Partial<T>
}

/** The client factories whose modules have loaded (or that a test has provided). */
const factories: {
  api?: typeof createBlockchainApiClient | undefined
  analytics?: typeof createAnalyticsService | undefined
  listing?: typeof createWalletListingClient | undefined
} = {}

/**
 * Hands the stand-ins client factories, so that they call them at once rather than through an
 * import (a test setup provides them: its flows then keep their timing); undefined forgets one.
 *
 * @example
 * ```ts
 * provideClientFactories({ api: createBlockchainApiClient, analytics: createAnalyticsService })
 * ```
 */
export function provideClientFactories(provided: typeof factories): void {
  Object.assign(factories, provided)
}

/** A client made by the `name` factory: at once when it is at hand, else once it has loaded. */
function fromFactory<K extends keyof typeof factories>(
  name: K,
  config: Parameters<NonNullable<(typeof factories)[K]>>[0],
  load: () => Promise<NonNullable<(typeof factories)[K]>>,
) {
  type Made = ReturnType<NonNullable<(typeof factories)[K]>>
  const make = (factory: NonNullable<(typeof factories)[K]>) =>
    (factory as (c: typeof config) => Made)(config)
  return once<Made>(
    () =>
      load().then((factory) => {
        factories[name] ??= factory
        return make(factories[name] ?? factory)
      }),
    () => {
      const factory = factories[name]
      return factory ? make(factory) : undefined
    },
  )
}

/**
 * The Blockchain API client with its code in a lazy chunk: the same methods, each importing
 * the client on first call. Creating a Portico (and the start-up script) carries none of the
 * twenty endpoint modules; the first balance or identity call loads them, from the page's
 * origin. `clearCaches` before any call has nothing to clear.
 *
 * @example
 * ```ts
 * const api = lazyBlockchainApiClient(config)
 * const { balances } = await api.getBalance({ address, chainId: 'eip155:1' }) // loads, then calls
 * ```
 */
export function lazyBlockchainApiClient(config: BlockchainApiConfig): BlockchainApiClient {
  const client = fromFactory('api', config, () =>
    import('./blockchainApi/client').then((m) => m.createBlockchainApiClient),
  )
  const methods = Object.keys(API_METHODS) as AsyncKeys<BlockchainApiClient>[]
  return {
    ...(forwarding(client, methods) as Pick<BlockchainApiClient, (typeof methods)[number]>),
    clearCaches: () => client.current()?.clearCaches(),
  }
}

/** Every asynchronous method of the wallet-listing client (the image addresses are not). */
const LISTING_METHODS: Record<AsyncKeys<WalletListingClient>, true> = {
  fetchFeaturedWallets: true,
  fetchRecommendedWallets: true,
  fetchWallets: true,
  searchWallets: true,
}

/**
 * The wallet-listing client with its code in a lazy chunk (the modal's chunk brings it, so the
 * Connect view does not wait for it); the image addresses are answered at once.
 *
 * @example
 * ```ts
 * const listing = lazyWalletListingClient(config)
 * listing.walletImageUrl('abc') // at once
 * const { data } = await listing.fetchWallets({ page: 1 }) // loads, then calls
 * ```
 */
export function lazyWalletListingClient(config: WalletListingConfig): WalletListingClient {
  // The modal's chunk provides the factory when it loads: a press on the button then starts
  // its request in the same task, not after an import's turn of the event loop.
  const client = fromFactory('listing', config, () =>
    import('./walletListing/client').then((m) => m.createWalletListingClient),
  )
  const methods = Object.keys(LISTING_METHODS) as AsyncKeys<WalletListingClient>[]
  return {
    ...(forwarding(client, methods) as Pick<WalletListingClient, (typeof methods)[number]>),
    ...walletImageUrls(config),
  }
}

/**
 * The analytics service with its code in a lazy chunk, imported on the first event. Like the
 * service, it never rejects: a chunk that fails to load sends nothing.
 *
 * @example
 * ```ts
 * const service = lazyAnalyticsService(config) // what portico.services.analytics returns
 * await service.isEnabled() // loads the service, then asks it
 * ```
 */
export function lazyAnalyticsService(config: AnalyticsConfig): AnalyticsService {
  const service = fromFactory('analytics', config, () =>
    import('./analytics/analytics').then((m) => m.createAnalyticsService),
  )
  const unsent = (error: unknown) => {
    config.logger?.warn('analytics not loaded', error)
    return false
  }
  const call = <R>(use: (s: AnalyticsService) => Promise<R>) => {
    const loaded = service.current()
    return loaded ? use(loaded) : service.get().then(use, unsent)
  }
  return {
    sendEvent: (event) => call((s) => s.sendEvent(event)),
    isEnabled: () => call((s) => s.isEnabled()),
  }
}
