import type { Portico } from '../createPortico'
import type { AnalyticsService } from './analytics/analytics'
import { type BackendPart, hasBackendsFor } from './backends'
import type { BlockchainApiClient } from './blockchainApi/client'
import {
  lazyAnalyticsService,
  lazyBlockchainApiClient,
  lazyWalletListingClient,
} from './lazyClients'
import type { WalletListingClient } from './walletListing/client'
import { ListingSummaryLoader } from './walletListing/listingSummary'

/** The sdk type Portico reports as `st` on every call. */
export const SDK_TYPE = 'portico'
export const SDK_VERSION = '0.1.0'

/** Analytics where no analytics backend is configured: sends nothing, ever. */
const NO_ANALYTICS: AnalyticsService = {
  sendEvent: async () => false,
  isEnabled: async () => false,
}

/**
 * The backends one Portico instance talks to, each built on first use from the instance's
 * options and injected dependencies, so creating an instance stays free of I/O and of work.
 * A backend the host did not configure in `endpoints` is never built and never called: its
 * client is undefined and analytics sends nothing (docs/without-backend.md).
 *
 * @example
 * ```ts
 * const listing = portico.services.walletListing
 * const page = await listing?.fetchWallets({ page: 1 })
 * ```
 */
export class PorticoServices {
  private apiClient: BlockchainApiClient | undefined
  private listingClient: WalletListingClient | undefined
  private summaryLoader: ListingSummaryLoader | undefined
  private analyticsService: AnalyticsService | undefined
  private projectRefused = false

  constructor(private readonly portico: Portico) {}

  /** SPEC §8 "Invalid Project ID", once per instance, whichever hosted service refused first. */
  private readonly onProjectRefused = () => {
    if (this.projectRefused) return
    this.projectRefused = true
    this.portico.alerts.show('INVALID_PROJECT_ID')
  }

  private get identity() {
    const { options } = this.portico
    return {
      projectId: options.projectId,
      sdkType: options.sdkType ?? SDK_TYPE,
      sdkVersion: options.sdkVersion ?? SDK_VERSION,
    }
  }

  /**
   * Whether the backends `part` needs are configured.
   *
   * @example
   * ```ts
   * if (portico.services.supports('identity')) await portico.services.api?.fetchIdentity(params)
   * ```
   */
  supports(part: BackendPart): boolean {
    return hasBackendsFor(this.portico.options.endpoints, part)
  }

  /** The Blockchain API client (SPEC §7 table); undefined without `endpoints.api`. */
  get api(): BlockchainApiClient | undefined {
    const baseUrl = this.portico.options.endpoints?.api
    if (!baseUrl) return undefined
    const { deps, chains } = this.portico
    this.apiClient ??= lazyBlockchainApiClient({
      ...this.identity,
      // SPEC §8: the API refusing the project id raises "Invalid Project ID" (issue 21).
      fetch: deps.fetch,
      onProjectRefused: this.onProjectRefused,
      clock: deps.clock,
      baseUrl,
      getActiveCaipNetworkId: () => chains.activeCaipNetwork?.caipNetworkId,
      storage: deps.storage,
      storageKeyPrefix: this.portico.storage.prefix,
      logger: deps.logger,
    })
    return this.apiClient
  }

  /** The wallet-listing client (AllWallets, featured wallets); undefined without `endpoints.walletApi`. */
  get walletListing(): WalletListingClient | undefined {
    const { deps, options, chains } = this.portico
    const baseUrl = options.endpoints?.walletApi
    if (!baseUrl) return undefined
    this.listingClient ??= lazyWalletListingClient({
      ...this.identity,
      // The listing refusing the project (401, 403 "Forbidden") is the same alert, once.
      fetch: deps.fetch,
      onProjectRefused: this.onProjectRefused,
      clock: deps.clock,
      baseUrl,
      logger: deps.logger,
      ...(options.includeWalletIds ? { includeWalletIds: options.includeWalletIds } : {}),
      ...(options.excludeWalletIds ? { excludeWalletIds: options.excludeWalletIds } : {}),
      ...(options.featuredWalletIds ? { featuredWalletIds: options.featuredWalletIds } : {}),
      getChains: () => chains.requestedCaipNetworks.map((network) => network.caipNetworkId),
    })
    return this.listingClient
  }

  /**
   * The Connect view's listing summary (featured wallets, the listing's size), which the
   * button that opens the modal starts fetching on its press; undefined without a listing.
   */
  get listingSummary(): ListingSummaryLoader | undefined {
    const listing = this.walletListing
    if (!listing) return undefined
    this.summaryLoader ??= new ListingSummaryLoader(listing, this.portico.deps.clock)
    return this.summaryLoader
  }

  /**
   * Analytics: sends only when the feature is on and the provider's switch says so (SPEC §7),
   * and never without both `endpoints.analytics` and `endpoints.walletApi` (the switch's host).
   */
  get analytics(): AnalyticsService {
    const { deps, features, chains, alerts, options } = this.portico
    const { analytics: baseUrl, walletApi: configBaseUrl } = options.endpoints ?? {}
    if (!baseUrl || !configBaseUrl) return NO_ANALYTICS
    this.analyticsService ??= lazyAnalyticsService({
      ...this.identity,
      fetch: deps.fetch,
      clock: deps.clock,
      random: deps.random,
      logger: deps.logger,
      baseUrl,
      configBaseUrl,
      isFeatureEnabled: () => features.analytics,
      getAddress: () => chains.activeAddress,
      getCaipNetworkId: () => chains.activeCaipNetwork?.caipNetworkId,
      onInvalidAppConfiguration: ({ origin }) => alerts.show('ORIGIN_NOT_ALLOWED', { origin }),
    })
    return this.analyticsService
  }
}
