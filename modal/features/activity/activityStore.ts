import { makeAutoObservable, runInAction } from 'mobx'
import type { Portico } from '../../core/createPortico'
import { featureError } from '../../core/errors/featureMessages'
import { withoutSpamNfts } from '../../core/format/spamNfts'
import {
  groupTransactionsByMonth,
  type TransactionGroup,
} from '../../core/format/transactionHistory'
import type { Transaction } from '../../core/services/blockchainApi/types'
import { requireApi } from '../../core/services/requireApi'
import { BALANCE_NAMESPACES } from '../../core/stores/balanceStore'

/** loading (first page) → loaded or failed. */
export type ActivityState = 'idle' | 'loading' | 'loaded' | 'failed'

/**
 * The Activity tab's history (SPEC §3, §7): `GET /v1/account/{address}/history` for the active
 * account and network, one page at a time with the answer's cursor, items grouped by year and
 * month, newest first, spam NFTs left out as the NFTs tab leaves them out. A failure shows "Failed to fetch transactions", sets the empty flag and
 * sends ERROR_FETCH_TRANSACTIONS (SPEC §8). A new account or network starts over.
 *
 * @example
 * ```ts
 * const activity = new ActivityStore(portico)
 * await activity.load()
 * activity.groups[0]?.transactions
 * await activity.loadMore()
 * ```
 */
export class ActivityStore {
  state: ActivityState = 'idle'
  transactions: Transaction[] = []
  next: string | undefined = undefined
  loadingMore = false
  /** SPEC §8: set when the history could not be fetched. */
  empty = false
  private key: string | undefined = undefined

  constructor(private readonly portico: Portico) {
    makeAutoObservable<this, 'portico'>(this, { portico: false }, { autoBind: true })
  }

  /** What the list shows: the history without spam NFTs (hidden as the NFTs tab hides them). */
  get shown(): Transaction[] {
    return withoutSpamNfts(this.transactions)
  }

  get groups(): TransactionGroup<Transaction>[] {
    return groupTransactionsByMonth(this.shown)
  }

  /** Activity is kept only for the activity namespaces (SPEC §9: eip155, solana). */
  get supported(): boolean {
    const namespace = this.portico.chains.activeChain?.namespace
    return namespace !== undefined && BALANCE_NAMESPACES.includes(namespace)
  }

  private get target() {
    const address = this.portico.chains.activeAddress
    const network = this.portico.chains.activeCaipNetwork
    return address && network ? { address, chainId: network.caipNetworkId } : undefined
  }

  /**
   * Fetches the first page. For the account and network already shown, the list stays while
   * the fresh page loads (a send just made appears without a spinner); `force` refetches it.
   */
  async load(options: { force?: boolean } = {}): Promise<void> {
    const target = this.target
    if (!target) return
    if (!this.supported) {
      // SPEC §9: no activity is kept for other namespaces; the tab reads empty, not loading.
      this.key = undefined
      this.transactions = []
      this.state = 'loaded'
      return
    }
    const key = `${target.chainId}:${target.address}`
    const same = this.key === key && this.state === 'loaded'
    if (same && !options.force) return
    this.key = key
    this.empty = false
    if (!same) {
      this.state = 'loading'
      this.transactions = []
      this.next = undefined
    }
    await this.fetchPage(key, undefined)
  }

  /** Fetches the next page (the visitor scrolled to the end). */
  async loadMore(): Promise<void> {
    const key = this.key
    if (!key || !this.next || this.loadingMore || this.state !== 'loaded') return
    this.loadingMore = true
    await this.fetchPage(key, this.next)
  }

  private async fetchPage(key: string, cursor: string | undefined): Promise<void> {
    const target = this.target
    if (!target) return
    try {
      const page = await requireApi(this.portico.services).fetchTransactions({
        account: target.address,
        chainId: target.chainId,
        ...(cursor ? { cursor } : {}),
      })
      if (this.key !== key) return
      runInAction(() => {
        // The first page replaces the list; later pages append what is not there yet.
        const kept = cursor ? this.transactions : []
        const seen = new Set(kept.map((t) => t.id))
        this.transactions = [...kept, ...page.data.filter((t) => !seen.has(t.id))]
        this.next = page.next
        this.state = 'loaded'
      })
    } catch (cause) {
      if (this.key !== key) return
      this.fail(cause)
    } finally {
      runInAction(() => {
        this.loadingMore = false
      })
    }
  }

  private fail(cause: unknown): void {
    const error = featureError('FAILED_TO_FETCH_TRANSACTIONS', { cause })
    this.portico.deps.logger.warn('history failed', cause)
    this.state = 'failed'
    this.empty = true
    this.portico.snackbar.showError(error)
    this.portico.events.emit('ERROR_FETCH_TRANSACTIONS', {
      address: this.target?.address,
      network: this.target?.chainId,
    })
  }
}

const stores = new WeakMap<Portico, ActivityStore>()

/**
 * The instance's activity store, made on first use.
 *
 * @example
 * ```ts
 * void activityStoreFor(portico).load()
 * ```
 */
export function activityStoreFor(portico: Portico): ActivityStore {
  let store = stores.get(portico)
  if (!store) {
    store = new ActivityStore(portico)
    stores.set(portico, store)
  }
  return store
}
