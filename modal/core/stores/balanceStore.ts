import { makeAutoObservable } from 'mobx'
import { type BalanceContext, NATIVE_BALANCE_NAMESPACES } from './balanceContext'
import { nativeBalanceKey } from './lazyNativeBalanceCache'

export type { BalanceContext } from './balanceContext'
export { BALANCE_NAMESPACES, NATIVE_BALANCE_NAMESPACES } from './balanceContext'

/**
 * Token and native balances of the active account (SPEC §4 "Token balance fetch", §9 Display).
 *
 * @example
 * ```ts
 * await portico.balances.fetchTokenBalances()
 * portico.chains.activeChain?.account.tokenBalance
 * ```
 */
export class BalanceStore {
  fetching = false
  /**
   * Set while the last token-balance fetch failed (the Tokens list shows the failure, never an
   * empty list); `retryAt` is the clock time a retry will be allowed, when one was refused.
   */
  failure: { retryAt: number | undefined } | undefined = undefined

  constructor(private readonly context: BalanceContext) {
    makeAutoObservable<this, 'context'>(this, { context: false }, { autoBind: true })
  }

  /**
   * Fetches the active account's token balances through the tokenBalances port. Testnets and
   * namespaces other than eip155 and solana are not fetched and show an empty list; an
   * unsupported network or a failure shows "Token Balance Unavailable". A retry the API client
   * refuses (within 30 s of a failure) keeps the current list quietly. The fetch's code loads
   * with the first one (the Account view's), off the start-up path.
   *
   * @example
   * ```ts
   * await portico.balances.fetchTokenBalances({ forceUpdate: true })
   * ```
   */
  async fetchTokenBalances(options: { forceUpdate?: boolean } = {}): Promise<void> {
    // Fetching from the call on, the chunk's load included: a view that waits for the fetch to
    // settle must not see it idle before it has begun.
    this.setFetching(true)
    try {
      const { fetchTokenBalances } = await import('./tokenBalanceFetch')
      await fetchTokenBalances(this.context, this, options)
    } finally {
      this.setFetching(false)
    }
  }

  /**
   * Asks the active chain's adapter for the native balance and stores it on the account. A
   * balance read for the same network and account less than 30 s ago is shown from the cache
   * without asking the chain (SPEC §9); `forceUpdate` (after a transaction) reads it afresh.
   *
   * @example
   * ```ts
   * await portico.balances.refreshNativeBalance()
   * portico.chains.activeChain?.account.balance // '1.5'
   * ```
   */
  async refreshNativeBalance(options: { forceUpdate?: boolean } = {}): Promise<void> {
    const { chains, adapters, nativeBalances } = this.context
    const chain = chains.activeChain
    const network = chains.activeCaipNetwork
    const address = chain?.account.address
    const adapter = chain && adapters.get(chain.namespace)
    if (!chain || !network || !address || !adapter) return
    if (network.testnet || !NATIVE_BALANCE_NAMESPACES.includes(chain.namespace)) {
      // SPEC §9: not fetched on testnets or other namespaces; the account shows 0.00.
      chains.setAccount(chain.namespace, {
        balance: '0.00',
        balanceSymbol: network.nativeCurrency.symbol,
      })
      return
    }
    const key = nativeBalanceKey(network.caipNetworkId, address)
    try {
      const load = () => adapter.getBalance({ address, network })
      const read = await nativeBalances.read(key, load, options)
      chains.setAccount(chain.namespace, {
        balance: read.balance,
        balanceSymbol: read.symbol,
        balanceUnconfirmed: read.unconfirmed,
      })
    } catch (error) {
      this.context.logger.warn('native balance failed', error)
    }
    const named = this.context.hostTokens?.(network.caipNetworkId)
    if (!named || !adapter.readTokenBalances) return
    try {
      // Only a host that names tokens loads the reading of them (it is not start-up script).
      const load = () =>
        import('./hostTokenBalance').then((m) =>
          m.readHostTokenBalance(adapter, { address, network, named }),
        )
      const read = await nativeBalances.read(`${key}:host`, load, options)
      chains.setAccount(chain.namespace, { hostTokenBalance: read })
    } catch (error) {
      this.context.logger.warn('host token balance failed', error)
    }
  }

  /** Forgets the native balances kept for 30 s (SPEC §4: disconnect clears account data). */
  forgetReads(): void {
    this.context.nativeBalances.clear()
  }

  /** Marks a token-balance fetch under way (tokenBalanceFetch.ts). */
  setFetching(fetching: boolean): void {
    this.fetching = fetching
  }

  /** Records how the last token-balance fetch ended: undefined when it succeeded. */
  setFailure(failure: { retryAt: number | undefined } | undefined): void {
    this.failure = failure
  }
}
