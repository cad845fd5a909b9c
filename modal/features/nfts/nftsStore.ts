import { makeAutoObservable, runInAction } from 'mobx'
import type { Portico } from '../../core/createPortico'
import { featureError } from '../../core/errors/featureMessages'
import type { Transaction } from '../../core/services/blockchainApi/types'
import { requireApi } from '../../core/services/requireApi'
import { type HeldNft, heldNfts } from './nftHoldings'

/** At most this many history pages are read to find the NFTs held (20 items each in the lab). */
export const NFT_HISTORY_PAGES = 10

/**
 * The NFTs tab: the account's NFTs derived from its history's NFT transfers (SPEC §3
 * `nft_info`: name, preview, spam flag), read through the same history endpoint as Activity.
 * A failure reads "Failed to fetch transactions", as the history's failure does (SPEC §8).
 *
 * @example
 * ```ts
 * const nfts = nftsStoreFor(portico)
 * await nfts.load()
 * nfts.nfts // [{ name, previewUrl }]
 * ```
 */
export class NftsStore {
  state: 'idle' | 'loading' | 'loaded' | 'failed' = 'idle'
  nfts: HeldNft[] = []
  private key: string | undefined = undefined

  constructor(private readonly portico: Portico) {
    makeAutoObservable<this, 'portico'>(this, { portico: false }, { autoBind: true })
  }

  /** Reads the history (every page up to {@link NFT_HISTORY_PAGES}) and derives the NFTs. */
  async load(options: { force?: boolean } = {}): Promise<void> {
    const address = this.portico.chains.activeAddress
    const chainId = this.portico.chains.activeCaipNetwork?.caipNetworkId
    if (!address || !chainId) return
    const key = `${chainId}:${address}`
    const same = this.key === key && this.state === 'loaded'
    if (same && !options.force) return
    this.key = key
    // The grid already shown for this account stays while it is read again.
    if (!same) this.state = 'loading'
    try {
      const items: Transaction[] = []
      let cursor: string | undefined
      for (let page = 0; page < NFT_HISTORY_PAGES; page++) {
        const answer = await requireApi(this.portico.services).fetchTransactions({
          account: address,
          chainId,
          ...(cursor ? { cursor } : {}),
        })
        items.push(...answer.data)
        cursor = answer.next
        if (!cursor) break
      }
      if (this.key !== key) return
      runInAction(() => {
        this.nfts = heldNfts(items)
        this.state = 'loaded'
      })
    } catch (cause) {
      if (this.key !== key) return
      runInAction(() => {
        this.state = 'failed'
      })
      this.portico.deps.logger.warn('history failed', cause)
      this.portico.snackbar.showError(featureError('FAILED_TO_FETCH_TRANSACTIONS', { cause }))
      this.portico.events.emit('ERROR_FETCH_TRANSACTIONS', { address, network: chainId })
    }
  }
}

const stores = new WeakMap<Portico, NftsStore>()

/**
 * The instance's NFTs store, made on first use.
 *
 * @example
 * ```ts
 * void nftsStoreFor(portico).load()
 * ```
 */
export function nftsStoreFor(portico: Portico): NftsStore {
  let store = stores.get(portico)
  if (!store) {
    store = new NftsStore(portico)
    stores.set(portico, store)
  }
  return store
}
