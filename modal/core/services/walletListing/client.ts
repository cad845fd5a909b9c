import type { Clock } from '../../clock/clock'
import type { FetchFn, Logger } from '../../deps'
import { readProperty } from '../../validation/result'
import { keepValid } from '../../validation/schema'
import { LISTING_REFUSED_STATUSES, type ProjectRefusalWatch } from '../blockchainApi/projectRefusal'
import { createSdkHttpClient, type SdkIdentity } from '../http/sdkHttpClient'
import { walletImageUrls } from './imageUrls'
import { walletListingSchema } from './schemas'
import {
  WALLET_LISTING_LIMITS,
  type WalletBadge,
  type WalletListing,
  type WalletPage,
} from './types'

/** Dependencies and settings of {@link createWalletListingClient}. */
export interface WalletListingConfig extends SdkIdentity, ProjectRefusalWatch {
  fetch: FetchFn
  clock: Clock
  /** The wallet-provider API host, e.g. 'http://127.0.0.1:4200' in the lab. */
  baseUrl: string
  /** Only these wallets are listed, when non-empty. */
  includeWalletIds?: readonly string[]
  /** These wallets are never listed. */
  excludeWalletIds?: readonly string[]
  /** Shown first, in this order, and left out of the other lists. */
  featuredWalletIds?: readonly string[]
  /** CAIP network ids the host requested, sent as `chains` (read per call). */
  getChains?: () => readonly string[]
  timeoutMs?: number
  /** Told once per page how many malformed wallets were dropped; silent by default. */
  logger?: Pick<Logger, 'warn'>
}

export interface FetchWalletsParameters {
  /** 1-based page number. */
  page: number
  /** Extra ids to leave out (recent wallets, recommended ones already shown). */
  excludeIds?: readonly string[]
  signal?: AbortSignal
}

export interface SearchWalletsParameters {
  search: string
  badge?: WalletBadge
  signal?: AbortSignal
}

/**
 * The wallet-provider public API (SPEC §7 "listing of wallets"), on the paths and with the
 * parameters AppKit 1.8's own client uses (`appKitWire.test.ts` runs both side by side), which
 * the lab's stub server implements:
 *
 * - `GET {base}/getWallets?projectId&st&sv&page&entries[&chains][&include][&exclude][&search][&badge_type]`
 *   → `{ data: WalletListing[], count: number }`. `chains`, `include` and `exclude` are
 *   comma-joined; empty lists are left out. Featured wallets are asked for by `include` alone.
 * - `GET {base}/getWalletImage/{imageId}?projectId&st&sv` → the image bytes; likewise
 *   `/public/getAssetImage/{imageId}`, `/public/getCurrencyImage/{code}`,
 *   `/public/getTokenImage/{symbol}`.
 *
 * @example
 * ```ts
 * const listing = createWalletListingClient({ fetch, clock, baseUrl: 'http://127.0.0.1:4200',
 *   projectId: 'p1', sdkType: 'portico', sdkVersion: '0.1.0' })
 * const { data, count } = await listing.fetchWallets({ page: 1 })
 * ```
 */
export function createWalletListingClient(config: WalletListingConfig) {
  const { clock } = config
  const include = [...(config.includeWalletIds ?? [])]
  const exclude = [...(config.excludeWalletIds ?? [])]
  const featured = [...(config.featuredWalletIds ?? [])]
  // The listing refuses a project with 401 or 403, unless the config says otherwise.
  const http = createSdkHttpClient({ refusedStatuses: LISTING_REFUSED_STATUSES, ...config })
  const nonEmpty = (ids: readonly string[]) => (ids.length > 0 ? ids : undefined)

  async function getPage(
    params: {
      page: number
      entries: number
      include?: readonly string[]
      exclude?: readonly string[]
      search?: string
      badge?: WalletBadge
      /** Featured wallets are asked for by id alone, on any chain (as AppKit does). */
      anyChain?: boolean
    },
    signal?: AbortSignal,
  ): Promise<WalletPage> {
    const body = await http.get<unknown>('/getWallets', {
      params: {
        page: params.page,
        entries: params.entries,
        chains: params.anyChain ? undefined : nonEmpty(config.getChains?.() ?? []),
        include: nonEmpty(params.include ?? include),
        exclude: nonEmpty(params.exclude ?? exclude),
        search: params.search,
        badge_type: params.badge,
      },
      ...(signal ? { signal } : {}),
    })
    const { items, dropped } = keepValid(readProperty(body, 'data'), walletListingSchema)
    if (dropped > 0) config.logger?.warn(`wallet listing: dropped ${dropped} invalid wallet(s)`)
    const count = readProperty(body, 'count')
    return {
      data: items,
      count: typeof count === 'number' && Number.isFinite(count) ? count : 0,
    }
  }

  return {
    /** The configured featured wallets, in the configured order; [] (no request) when none. */
    async fetchFeaturedWallets(signal?: AbortSignal): Promise<WalletListing[]> {
      if (featured.length === 0) return []
      const { data } = await getPage(
        { page: 1, entries: featured.length, include: featured, exclude: [], anyChain: true },
        signal,
      )
      const rank = (wallet: WalletListing) => featured.indexOf(wallet.id)
      return data.filter((w) => rank(w) >= 0).sort((a, b) => rank(a) - rank(b))
    },
    /** The first 4 wallets, featured and excluded ones left out. */
    fetchRecommendedWallets(params: { excludeIds?: readonly string[]; signal?: AbortSignal } = {}) {
      return getPage(
        {
          page: 1,
          entries: WALLET_LISTING_LIMITS.recommendedEntries,
          exclude: [...exclude, ...featured, ...(params.excludeIds ?? [])],
        },
        params.signal,
      )
    },
    /** One page of 40 for the all-wallets view, featured and excluded ones left out. */
    fetchWallets({ page, excludeIds = [], signal }: FetchWalletsParameters) {
      return getPage(
        {
          page,
          entries: WALLET_LISTING_LIMITS.entriesPerPage,
          exclude: [...excludeIds, ...exclude, ...featured],
        },
        signal,
      )
    },
    /**
     * Up to 100 wallets matching `search`. The answer (or failure) is held until 300 ms after
     * the call started, on the injected clock, so that the list does not flicker while typing.
     */
    async searchWallets({ search, badge, signal }: SearchWalletsParameters): Promise<WalletPage> {
      const started = clock.now()
      const padding = () => {
        const remaining = WALLET_LISTING_LIMITS.searchMinDurationMs - (clock.now() - started)
        return remaining > 0
          ? new Promise<void>((resolve) => clock.setTimeout(resolve, remaining))
          : Promise.resolve()
      }
      try {
        const request = {
          page: 1,
          entries: WALLET_LISTING_LIMITS.searchEntries,
          search: search.trim() || undefined,
          exclude,
        }
        return await getPage(badge ? { ...request, badge } : request, signal)
      } finally {
        await padding()
      }
    },
    ...walletImageUrls(config),
  }
}

export type WalletListingClient = ReturnType<typeof createWalletListingClient>
