import { makeAutoObservable, runInAction } from 'mobx'
import type { TimerId } from '../../core/clock/clock'
import type { Portico } from '../../core/createPortico'
import type { ErrorCode } from '../../core/errors/catalogue'
import { isPorticoError } from '../../core/errors/porticoError'
import { UNCACHED_ONRAMP_PROVIDER } from '../../core/services/blockchainApi/transactions'
import type { Transaction } from '../../core/services/blockchainApi/types'
import { requireApi } from '../../core/services/requireApi'
import { safeLinkUrl } from '../../core/validation/urlPolicy'

/** How often the account's onramp history is read while a purchase is under way. */
export const ONRAMP_WATCH_INTERVAL_MS = 5_000

/** idle → opening (asking for the checkout URL) → waiting (checkout open) → done, or failed. */
export type PurchasePhase = 'idle' | 'opening' | 'waiting' | 'done' | 'failed'

/** What one purchase is about. */
export interface PurchaseRequest {
  address: string
  /** CAIP-2 id of the active network (history is read there). */
  chainId: string
  payChain: string
  symbol: string
  /** Fiat amount as typed. */
  amount: string
}

/**
 * One onramp purchase: POST /v1/generators/onrampurl gives the provider's checkout (opened by
 * the view in a new window), then the account's onramp history (fetched without cache for the
 * provider, SPEC §7) is read on the injected clock until a new deposit appears; the balances
 * are then refreshed.
 *
 * @example
 * ```ts
 * await purchase.start({ address, chainId: 'eip155:1', payChain: 'ethereum', symbol: 'USDC', amount: '50' })
 * purchase.checkoutUrl // open it; purchase.phase is 'waiting' until the deposit shows
 * ```
 */
export class OnrampPurchase {
  phase: PurchasePhase = 'idle'
  checkoutUrl: string | undefined = undefined
  deposit: Transaction | undefined = undefined
  errorCode: ErrorCode | undefined = undefined
  private timer: TimerId | undefined
  private seen = new Set<string>()

  constructor(private readonly portico: Portico) {
    makeAutoObservable<this, 'portico' | 'timer' | 'seen'>(
      this,
      { portico: false, timer: false, seen: false },
      { autoBind: true },
    )
  }

  async start(request: PurchaseRequest): Promise<void> {
    this.stop()
    this.phase = 'opening'
    this.errorCode = undefined
    this.deposit = undefined
    try {
      const before = await this.history(request)
      const url = await requireApi(this.portico.services).generateOnrampUrl({
        destinationWallets: [
          { address: request.address, blockchains: [request.payChain], assets: [request.symbol] },
        ],
        partnerUserId: request.address,
        defaultNetwork: request.payChain,
        paymentAmount: Number(request.amount),
      })
      if (safeLinkUrl(url) === undefined) throw new TypeError(`refused checkout URL ${url}`)
      runInAction(() => {
        this.seen = new Set(before.map((item) => item.id))
        this.checkoutUrl = url
        this.phase = 'waiting'
      })
      const clock = this.portico.deps.clock
      this.timer = clock.setInterval(() => void this.poll(request), ONRAMP_WATCH_INTERVAL_MS)
    } catch (error) {
      this.fail(error)
    }
  }

  /** The purchase cannot go on: said in the form, with the error's code when it has one. */
  fail(error: unknown): void {
    this.portico.deps.logger.warn('onramp: checkout unavailable', error)
    runInAction(() => {
      this.phase = 'failed'
      this.errorCode = isPorticoError(error) ? error.code : 'SOMETHING_WENT_WRONG'
    })
  }

  /** Stops watching (the view went away, or the visitor starts over). */
  stop(): void {
    this.portico.deps.clock.clearInterval(this.timer)
    this.timer = undefined
  }

  /** Back to the form. */
  reset(): void {
    this.stop()
    this.phase = 'idle'
    this.checkoutUrl = undefined
    this.deposit = undefined
    this.errorCode = undefined
  }

  private async poll(request: PurchaseRequest): Promise<void> {
    let items: Transaction[]
    try {
      items = await this.history(request)
    } catch (error) {
      this.portico.deps.logger.warn('onramp: history unavailable', error)
      return
    }
    const deposit = items.find((item) => !this.seen.has(item.id))
    if (!deposit || this.phase !== 'waiting') return
    this.stop()
    runInAction(() => {
      this.deposit = deposit
      this.phase = 'done'
    })
    const { balances } = this.portico
    await Promise.allSettled([
      balances.refreshNativeBalance({ forceUpdate: true }),
      balances.fetchTokenBalances({ forceUpdate: true }),
    ])
  }

  private async history(request: PurchaseRequest): Promise<Transaction[]> {
    const { data } = await requireApi(this.portico.services).fetchTransactions({
      account: request.address,
      onramp: UNCACHED_ONRAMP_PROVIDER,
      chainId: request.chainId,
    })
    return data
  }
}
