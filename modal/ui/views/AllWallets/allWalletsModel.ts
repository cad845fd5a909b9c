import { makeAutoObservable, runInAction } from 'mobx'
import type { Logger } from '../../../core/deps'
import type { WalletListingClient } from '../../../core/services/walletListing/client'
import type { WalletListing } from '../../../core/services/walletListing/types'

/**
 * The all-wallets view's listing state (a UI store): pages of 40 from the wallet-listing
 * service, loaded as the visitor scrolls, and a search whose answers the service pads to at
 * least 300 ms. A newer search or page makes older answers stale; they are dropped.
 *
 * @example
 * ```ts
 * const model = new AllWalletsModel(listing, logger)
 * await model.loadNextPage()
 * model.wallets.length // 40
 * ```
 */
export class AllWalletsModel {
  wallets: WalletListing[] = []
  /** The listing's total, once the first page answered. */
  count: number | undefined = undefined
  loadingPage = false
  failed = false
  query = ''
  /** Search answers; undefined while no search is active. */
  results: WalletListing[] | undefined = undefined
  searching = false
  private page = 0
  private searchSeq = 0
  private searchAbort: AbortController | undefined

  constructor(
    private readonly listing: WalletListingClient,
    private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'listing' | 'logger' | 'page' | 'searchSeq' | 'searchAbort'>(
      this,
      { listing: false, logger: false, page: false, searchSeq: false, searchAbort: false },
      { autoBind: true },
    )
  }

  /** True while pages remain beyond those loaded. */
  get hasMore(): boolean {
    return this.count === undefined ? !this.failed : this.wallets.length < this.count
  }

  /** The wallets on show: search results during a search, else the loaded pages. */
  get shown(): WalletListing[] {
    return this.results ?? this.wallets
  }

  /** Tries the failed page again: the visitor pressed "Try again" on the failure. */
  async retry(): Promise<void> {
    runInAction(() => {
      this.failed = false
    })
    await this.loadNextPage()
  }

  /** Loads the next page of 40 (one request at a time). */
  async loadNextPage(): Promise<void> {
    if (this.loadingPage || !this.hasMore) return
    this.loadingPage = true
    const page = this.page + 1
    try {
      const answer = await this.listing.fetchWallets({ page })
      runInAction(() => {
        this.page = page
        const known = new Set(this.wallets.map((w) => w.id))
        this.wallets = [...this.wallets, ...answer.data.filter((w) => !known.has(w.id))]
        this.count = answer.count
        this.failed = false
      })
    } catch (error) {
      this.logger.warn('wallet page failed', error)
      runInAction(() => {
        this.failed = true
      })
    } finally {
      runInAction(() => {
        this.loadingPage = false
      })
    }
  }

  /** Searches the listing for `query`; an empty query shows the pages again. */
  async search(query: string): Promise<void> {
    this.query = query
    this.searchAbort?.abort()
    const seq = ++this.searchSeq
    const term = query.trim()
    if (term === '') {
      this.results = undefined
      this.searching = false
      return
    }
    const controller = new AbortController()
    this.searchAbort = controller
    this.searching = true
    try {
      const answer = await this.listing.searchWallets({ search: term, signal: controller.signal })
      if (seq === this.searchSeq) runInAction(() => (this.results = answer.data))
    } catch (error) {
      if (seq === this.searchSeq) {
        this.logger.warn('wallet search failed', error)
        runInAction(() => (this.results = []))
      }
    } finally {
      if (seq === this.searchSeq) runInAction(() => (this.searching = false))
    }
  }

  /** Cancels a search in flight (the view is leaving). */
  dispose(): void {
    this.searchAbort?.abort()
    this.searchSeq++
  }
}
