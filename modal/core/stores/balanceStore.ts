import { makeAutoObservable } from 'mobx'
import type { CaipNetwork, ChainNamespace } from '../caip/types'
import type { Logger } from '../deps'
import { PorticoError } from '../errors/porticoError'
import { BalanceRetryRefusedError } from '../services/blockchainApi/balanceRetry'
import type { TokenBalance } from '../services/blockchainApi/types'
import type { AdapterRegistry } from './adapterRegistry'
import type { ChainStore } from './chainStore'
import { type NativeBalanceReader, nativeBalanceKey } from './lazyNativeBalanceCache'
import type { PorticoPorts } from './ports'
import type { SnackbarStore } from './snackbarStore'

/** SPEC §9: activity and balance namespaces. */
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/**
 * Namespaces whose NATIVE balance the chain adapter reads itself (coordinator's decision beside
 * SPEC §9): bitcoin's from the UTXO set, polkadot's from the chain. Token balances and activity
 * stay on {@link BALANCE_NAMESPACES}.
 */
export const NATIVE_BALANCE_NAMESPACES: readonly ChainNamespace[] = [
  ...BALANCE_NAMESPACES,
  'polkadot',
  'bip122',
]

/** What the balance store works with. */
export interface BalanceContext {
  chains: ChainStore
  adapters: AdapterRegistry
  ports: PorticoPorts
  snackbar: SnackbarStore
  logger: Logger
  /** Native balances read in the last 30 s, and those being read. */
  nativeBalances: NativeBalanceReader
  /** True when the active network is an unsupported-network placeholder. */
  isUnsupportedNetwork(): boolean
}

/**
 * Drops tokens whose quantity decimals is "0" (SPEC §3: low quality).
 *
 * @example
 * ```ts
 * dropLowQualityTokens(balances).every((t) => t.quantity.decimals !== '0') // true
 * ```
 */
export function dropLowQualityTokens(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((token) => token.quantity.decimals !== '0')
}

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
   * refuses (within 30 s of a failure) keeps the current list quietly.
   *
   * @example
   * ```ts
   * await portico.balances.fetchTokenBalances({ forceUpdate: true })
   * ```
   */
  async fetchTokenBalances(options: { forceUpdate?: boolean } = {}): Promise<void> {
    const { chains, ports, snackbar } = this.context
    const chain = chains.activeChain
    const network = chains.activeCaipNetwork
    const address = chain?.account.address
    if (!chain || !network || !address) return
    if (this.context.isUnsupportedNetwork()) {
      this.setFailure(undefined)
      snackbar.showError(new PorticoError('TOKEN_BALANCE_UNAVAILABLE'))
      return
    }
    if (network.testnet || !BALANCE_NAMESPACES.includes(chain.namespace) || !ports.tokenBalances) {
      chains.setAccount(chain.namespace, { tokenBalance: [] })
      this.failure = undefined
      return
    }
    this.setFetching(true)
    try {
      // SPEC §7: the wallet's own asset query is the source when it offers one.
      const fromWallet = await this.walletAssets(chain.namespace, address, network)
      if (fromWallet) {
        chains.setAccount(chain.namespace, { tokenBalance: dropLowQualityTokens(fromWallet) })
        this.failure = undefined
        return
      }
      const { balances } = await ports.tokenBalances.getBalance({
        address,
        chainId: network.caipNetworkId,
        ...(options.forceUpdate ? { forceUpdate: true } : {}),
      })
      chains.setAccount(chain.namespace, { tokenBalance: dropLowQualityTokens(balances) })
      this.failure = undefined
    } catch (error) {
      this.setFailure(error instanceof BalanceRetryRefusedError ? error.retryAt : undefined)
      if (!(error instanceof BalanceRetryRefusedError)) {
        this.context.logger.warn('token balances failed', error)
        snackbar.showError(new PorticoError('TOKEN_BALANCE_UNAVAILABLE', { cause: error }))
      }
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
  }

  /** Forgets the native balances kept for 30 s (SPEC §4: disconnect clears account data). */
  forgetReads(): void {
    this.context.nativeBalances.clear()
  }

  /** The wallet's asset answer, or undefined to read the API (none offered, or refused). */
  private async walletAssets(
    namespace: ChainNamespace,
    address: string,
    network: CaipNetwork,
  ): Promise<TokenBalance[] | undefined> {
    const adapter = this.context.adapters.get(namespace)
    try {
      return await adapter?.getWalletAssets?.({ address, network })
    } catch (error) {
      this.context.logger.warn('wallet assets refused', error)
      return undefined
    }
  }

  private setFetching(fetching: boolean): void {
    this.fetching = fetching
  }

  private setFailure(retryAt: number | undefined): void {
    this.failure = { retryAt }
  }
}
