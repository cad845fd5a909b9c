import { makeAutoObservable, runInAction } from 'mobx'
import type { TimerId } from '../../core/clock/clock'
import { type ErrorCode, formatMessage } from '../../core/errors/catalogue'
import { featureError } from '../../core/errors/featureMessages'
import { isSwapNetwork, nativeTokenAddress, SWAP_QUOTE_DEBOUNCE_MS } from './swapConstants'
import type { BuiltTransaction, SwapDeps } from './swapDeps'
import { fetchQuoteAndPrepare } from './swapFlow'
import { fetchSwapGasPrice } from './swapGasPrice'
import { sendApproval, sendSwap } from './swapSend'
import { swapSummary } from './swapSummary'
import {
  readSwapTokens,
  type SwapAsset,
  searchTokens,
  sortSuggested,
  withBalances,
} from './swapTokens'

export type { BuiltTransaction } from './swapDeps'

/**
 * The swap of SPEC §4 for one Portico instance (framework-free; views observe it). Holds the
 * SPEC §3 Swap state; the steps that talk to the API and the wallet live in swapFlow.ts.
 *
 * @example
 * ```ts
 * const swap = new SwapStore(swapDepsFor(portico))
 * await swap.initialize() // source ETH, amount 1
 * swap.setToken('destination', usdc) // quotes after the debounce
 * ```
 */
export class SwapStore {
  status: 'idle' | 'initializing' | 'ready' | 'failed' = 'idle'
  tokens: SwapAsset[] = []
  sourceToken: SwapAsset | undefined = undefined
  toToken: SwapAsset | undefined = undefined
  sourceTokenAmount = ''
  toTokenAmount = ''
  /** USD price of the network's native token. */
  networkPrice = 0
  /** The native balance, whole tokens. */
  networkBalance = '0'
  /** Wei per gas unit from the API. */
  gasPrice = 0n
  inputError: string | undefined = undefined
  fetchError = false
  loadingQuote = false
  sending = false
  approvalTransaction: BuiltTransaction | undefined = undefined
  swapTransaction: BuiltTransaction | undefined = undefined
  /** Which side the token picker fills. */
  selecting: 'source' | 'destination' = 'destination'
  searchQuery = ''
  /** Bumped by every quote request: an answer for an older one is dropped. */
  quoteRequest = 0
  private debounce: TimerId | undefined
  private initializedFor: string | undefined

  constructor(readonly deps: SwapDeps) {
    makeAutoObservable<this, 'debounce' | 'initializedFor'>(
      this,
      { deps: false, debounce: false, initializedFor: false },
      { autoBind: true },
    )
  }

  /** Suggested and popular tokens first (SPEC §9), filtered by the search. */
  get popularTokens(): SwapAsset[] {
    return searchTokens(sortSuggested(this.tokens), this.searchQuery)
  }

  /** The account's tokens with a balance, filtered by the search. */
  get myTokens(): SwapAsset[] {
    return this.popularTokens.filter((token) => Number(token.quantity) > 0)
  }

  /**
   * The popular tokens the account does not hold: what the picker lists under "Popular
   * tokens", so no token is listed twice (issue 36).
   */
  get otherTokens(): SwapAsset[] {
    const mine = new Set(this.myTokens.map((token) => token.address))
    return this.popularTokens.filter((token) => !mine.has(token.address))
  }

  /** Preview figures (price impact, fees, minimum received). */
  get summary() {
    return swapSummary(this)
  }

  /**
   * SPEC §4 step 1: token list, network token price and balances; the source defaults to the
   * native token with amount 1. On failure: "Failed to initialize swap" and back.
   */
  async initialize(): Promise<void> {
    const network = this.deps.network()
    const caipAddress = this.deps.caipAddress()
    const key = `${network?.caipNetworkId}|${caipAddress}`
    if (this.initializedFor === key && this.status !== 'failed') return
    this.initializedFor = key
    if (!network || !isSwapNetwork(network)) return this.fail('NETWORK_NOT_SUPPORTED_FOR_SWAPS')
    if (!caipAddress) return this.fail('NO_SWAP_ADDRESS')
    this.reset()
    this.status = 'initializing'
    const native = nativeTokenAddress(network)
    try {
      const [{ tokens }, { balances }, gas] = await Promise.all([
        this.deps.api.fetchSwapTokens({ chainId: network.caipNetworkId }),
        this.deps.api.getBalance({
          address: caipAddress.split(':')[2] ?? '',
          chainId: network.caipNetworkId,
          forceUpdate: true,
        }),
        fetchSwapGasPrice(this.deps.api, network),
      ])
      const list = withBalances(readSwapTokens(tokens), balances, native)
      const source = list.find((token) => token.address === native)
      if (!source) throw featureError('FAILED_TO_INITIALIZE_SWAP')
      runInAction(() => {
        this.tokens = list
        this.sourceToken = source
        this.sourceTokenAmount = '1'
        this.networkBalance = source.quantity
        this.gasPrice = gas
      })
    } catch (error) {
      return this.fail('FAILED_TO_INITIALIZE_SWAP', error)
    }
    await this.fetchNetworkPrice(native)
    runInAction(() => {
      this.status = 'ready'
    })
  }

  setSourceAmount(amount: string): void {
    this.sourceTokenAmount = amount
    this.scheduleQuote()
  }

  /** Picks a token for a side; picking the other side's token swaps them. */
  setToken(side: 'source' | 'destination', token: SwapAsset): void {
    const other = side === 'source' ? this.toToken : this.sourceToken
    if (other?.address === token.address) {
      this.switchTokens()
      return
    }
    if (side === 'source') this.sourceToken = token
    else this.toToken = token
    this.scheduleQuote()
  }

  /** SPEC §4: swaps source and destination; with no destination amount the source becomes 1. */
  switchTokens(): void {
    const { sourceToken, toToken, toTokenAmount } = this
    this.sourceToken = toToken
    this.toToken = sourceToken
    this.sourceTokenAmount = toTokenAmount === '' ? '1' : toTokenAmount
    this.toTokenAmount = ''
    this.scheduleQuote()
  }

  setSearchQuery(query: string): void {
    this.searchQuery = query
  }

  startSelecting(side: 'source' | 'destination'): void {
    this.selecting = side
    this.searchQuery = ''
  }

  /** SPEC §4 step 2, debounced on the injected clock. */
  scheduleQuote(): void {
    this.quoteRequest += 1
    this.clearTransactions()
    this.deps.clock.clearTimeout(this.debounce)
    this.debounce = this.deps.clock.setTimeout(() => void this.fetchQuote(), SWAP_QUOTE_DEBOUNCE_MS)
  }

  /** Quotes now (steps 2–5): see {@link fetchQuoteAndPrepare}. */
  fetchQuote(): Promise<void> {
    return fetchQuoteAndPrepare(this)
  }

  /** Sends the approval, then re-quotes and rebuilds (step 6). */
  approve(): Promise<void> {
    return sendApproval(this)
  }

  /** Sends the swap, then resets and refreshes balances (step 7). */
  swap(): Promise<boolean> {
    return sendSwap(this)
  }

  clearTransactions(): void {
    this.approvalTransaction = undefined
    this.swapTransaction = undefined
    this.inputError = undefined
  }

  /** Empties the form: source back to the native token with nothing entered. */
  reset(): void {
    this.deps.clock.clearTimeout(this.debounce)
    this.quoteRequest += 1
    this.toToken = undefined
    this.sourceTokenAmount = ''
    this.toTokenAmount = ''
    this.loadingQuote = false
    this.fetchError = false
    this.clearTransactions()
  }

  /** Re-reads the account's balances into the token list (after a swap). */
  async refreshBalances(): Promise<void> {
    const network = this.deps.network()
    const address = this.deps.caipAddress()?.split(':')[2]
    if (!network || !address) return
    const { balances } = await this.deps.api.getBalance({
      address,
      chainId: network.caipNetworkId,
      forceUpdate: true,
    })
    runInAction(() => {
      const native = nativeTokenAddress(network)
      this.tokens = withBalances(this.tokens, balances, native)
      const find = (token: SwapAsset | undefined) =>
        this.tokens.find((t) => t.address === token?.address)
      this.sourceToken = find(this.sourceToken)
      this.networkBalance = this.tokens.find((t) => t.address === native)?.quantity ?? '0'
    })
    await this.deps.refreshAccountBalances()
  }

  /** "Failed to fetch network token price" when the price call fails (the swap stays open). */
  private async fetchNetworkPrice(address: string | undefined): Promise<void> {
    try {
      const { fungibles } = await this.deps.api.fetchTokenPrice({
        addresses: address ? [address] : [],
      })
      const price = Number(fungibles[0]?.price)
      runInAction(() => {
        this.networkPrice = Number.isFinite(price) && price > 0 ? price : 0
      })
    } catch {
      this.deps.notify.error(featureError('FAILED_TO_FETCH_NETWORK_TOKEN_PRICE').shortMessage)
    }
  }

  /** Shows `code`; the underlying error (e.g. SPEC §8's internal gas-price one) is logged. */
  private fail(code: ErrorCode, cause?: unknown): void {
    this.status = 'failed'
    if (cause !== undefined) this.deps.logError(formatMessage(code), cause)
    this.deps.notify.error(formatMessage(code))
    this.deps.goBack()
  }
}
