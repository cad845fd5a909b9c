import type { Clock } from '../../clock/clock'
import type { WalletListingClient } from './client'
import type { WalletListing } from './types'

/** What the Connect view shows from the wallet listing. */
export interface ListingSummary {
  /** The host's featured wallets, in the configured order. */
  featured: WalletListing[]
  /**
   * The recommended wallets: the listing's first 4, featured and excluded ones left out. The
   * Connect view shows them in the featured places the host leaves free (SPEC §9).
   */
  recommended: WalletListing[]
  /** How many wallets "All wallets" lists. */
  count: number
}

/**
 * How long a summary fetched ahead serves an opening. The press that opens comes a fraction
 * of a second before the view; a press that did not open (released off the button) leaves
 * one that a later opening, this much later at most, still uses.
 */
export const LISTING_SUMMARY_AHEAD_MS = 10_000

interface Ahead {
  at: number
  promise: Promise<ListingSummary>
  value?: ListingSummary
}

/**
 * Loads the Connect view's listing summary (featured and recommended wallets, the listing's
 * size), and can start it ahead: on the press of the button that opens the modal, so that the
 * count is in the view's first frame instead of a request's round trip after it. Nothing is fetched until
 * asked: no request before the visitor acts.
 *
 * @example
 * ```ts
 * const summary = new ListingSummaryLoader(listing, clock)
 * button.onpointerdown = () => summary.prefetch()
 * summary.ready // the summary once it has arrived, while fresh
 * const { featured, count } = await summary.load(signal)
 * ```
 */
export class ListingSummaryLoader {
  private ahead: Ahead | undefined

  constructor(
    private readonly listing: WalletListingClient,
    private readonly clock: Clock,
  ) {}

  /** Starts fetching for an opening about to happen; a fresh fetch under way is reused. */
  prefetch(): void {
    if (this.fresh()) return
    const entry: Ahead = { at: this.clock.now(), promise: this.fetch() }
    // A failed prefetch is forgotten: the view's own load asks again and reports it.
    entry.promise.then(
      (value) => {
        entry.value = value
      },
      () => {
        if (this.ahead === entry) this.ahead = undefined
      },
    )
    this.ahead = entry
  }

  /** The summary fetched ahead, when it has arrived and is fresh; else undefined. */
  get ready(): ListingSummary | undefined {
    return this.fresh()?.value
  }

  /** The summary fetched ahead when fresh (arrived or under way), else a new fetch. */
  load(signal?: AbortSignal): Promise<ListingSummary> {
    return this.fresh()?.promise ?? this.fetch(signal)
  }

  private fresh(): Ahead | undefined {
    const entry = this.ahead
    return entry && this.clock.now() - entry.at < LISTING_SUMMARY_AHEAD_MS ? entry : undefined
  }

  private async fetch(signal?: AbortSignal): Promise<ListingSummary> {
    const [featured, page] = await Promise.all([
      this.listing.fetchFeaturedWallets(signal),
      this.listing.fetchRecommendedWallets(signal ? { signal } : {}),
    ])
    return { featured, recommended: page.data, count: page.count + featured.length }
  }
}
