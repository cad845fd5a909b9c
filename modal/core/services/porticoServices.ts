import type { Portico } from '../createPortico'
import { DEFAULT_ENDPOINTS } from '../options/options'
import { storagePrefix } from '../storage/storageSchema'
import { type AnalyticsService, createAnalyticsService } from './analytics/analytics'
import { type BlockchainApiClient, createBlockchainApiClient } from './blockchainApi/client'
import { createWalletListingClient, type WalletListingClient } from './walletListing/client'

/** The sdk type Portico reports as `st` on every call. */
export const SDK_TYPE = 'portico'
export const SDK_VERSION = '0.1.0'

/**
 * The backends one Portico instance talks to, each built on first use from the instance's
 * options and injected dependencies, so creating an instance stays free of I/O and of work.
 *
 * @example
 * ```ts
 * const { walletListing } = portico.services
 * const page = await walletListing.fetchWallets({ page: 1 })
 * ```
 */
export class PorticoServices {
  private apiClient: BlockchainApiClient | undefined
  private listingClient: WalletListingClient | undefined
  private analyticsService: AnalyticsService | undefined

  constructor(private readonly portico: Portico) {}

  private get identity() {
    const { options } = this.portico
    return {
      projectId: options.projectId,
      sdkType: options.sdkType ?? SDK_TYPE,
      sdkVersion: options.sdkVersion ?? SDK_VERSION,
    }
  }

  private endpoint(name: keyof typeof DEFAULT_ENDPOINTS): string {
    return this.portico.options.endpoints?.[name] ?? DEFAULT_ENDPOINTS[name]
  }

  /** The Blockchain API client (SPEC §7 table). */
  get api(): BlockchainApiClient {
    const { deps, chains } = this.portico
    this.apiClient ??= createBlockchainApiClient({
      ...this.identity,
      fetch: deps.fetch,
      clock: deps.clock,
      baseUrl: this.endpoint('api'),
      getActiveCaipNetworkId: () => chains.activeCaipNetwork?.caipNetworkId,
      storage: deps.storage,
      storageKeyPrefix: storagePrefix(this.portico.options.storageKey),
      logger: deps.logger,
    })
    return this.apiClient
  }

  /** The wallet-listing client (AllWallets, featured and recommended wallets). */
  get walletListing(): WalletListingClient {
    const { deps, options, chains } = this.portico
    this.listingClient ??= createWalletListingClient({
      ...this.identity,
      fetch: deps.fetch,
      clock: deps.clock,
      baseUrl: this.endpoint('walletApi'),
      logger: deps.logger,
      ...(options.includeWalletIds ? { includeWalletIds: options.includeWalletIds } : {}),
      ...(options.excludeWalletIds ? { excludeWalletIds: options.excludeWalletIds } : {}),
      ...(options.featuredWalletIds ? { featuredWalletIds: options.featuredWalletIds } : {}),
      getChains: () => chains.requestedCaipNetworks.map((network) => network.caipNetworkId),
    })
    return this.listingClient
  }

  /** Analytics: sends only when the feature is on and the provider's switch says so. */
  get analytics(): AnalyticsService {
    const { deps, features, chains, alerts } = this.portico
    this.analyticsService ??= createAnalyticsService({
      ...this.identity,
      fetch: deps.fetch,
      clock: deps.clock,
      random: deps.random,
      logger: deps.logger,
      baseUrl: this.endpoint('analytics'),
      configBaseUrl: this.endpoint('walletApi'),
      isFeatureEnabled: () => features.analytics,
      getAddress: () => chains.activeAddress,
      onInvalidAppConfiguration: ({ origin }) => alerts.show('ORIGIN_NOT_ALLOWED', { origin }),
    })
    return this.analyticsService
  }
}
