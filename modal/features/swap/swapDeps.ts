import type { AccountType, CaipNetwork } from '../../core/caip/types'
import type { ChainAdapter } from '../../core/chains/chainAdapter'
import type { Clock } from '../../core/clock/clock'
import type { Portico } from '../../core/createPortico'
import { type ErrorCode, formatMessage } from '../../core/errors/catalogue'
import { featureError } from '../../core/errors/featureMessages'
import { PorticoError } from '../../core/errors/porticoError'
import type { BlockchainApiClient } from '../../core/services/blockchainApi/client'

/** The swap events of SPEC §7. */
export type SwapEvent = 'SWAP_SUCCESS' | 'SWAP_ERROR' | 'SWAP_APPROVAL_ERROR'

/** The Blockchain API calls the swap makes (SPEC §7 convert rows, price and balance). */
export type SwapApi = Pick<
  BlockchainApiClient,
  | 'fetchSwapTokens'
  | 'fetchTokenPrice'
  | 'fetchSwapQuotes'
  | 'fetchSwapAllowance'
  | 'fetchGasPrice'
  | 'buildSwapTransaction'
  | 'buildApproveTransaction'
  | 'getBalance'
>

/** A built transaction (SPEC §3 Swap state: approval or swap transaction). */
export interface BuiltTransaction {
  to: string
  data: string
  value: bigint
  gas: bigint
  gasPrice: bigint
}

/** What the swap store asks of the instance it runs in; tests pass fakes. */
export interface SwapDeps {
  api: SwapApi
  clock: Clock
  network(): CaipNetwork | undefined
  /** The active account as CAIP-10 (`eip155:8453:0x…`). */
  caipAddress(): string | undefined
  accountType(): AccountType | undefined
  /** The active namespace's adapter: transactions, gas, and EIP-5792 batches where offered. */
  adapter(): Promise<
    Pick<
      ChainAdapter,
      'sendTransaction' | 'estimateGas' | 'supportsAtomicBatch' | 'sendCalls' | 'getCallsStatus'
    >
  >
  /** Snackbar messages (catalogue text). */
  notify: {
    loading(message: string): void
    success(message: string): void
    error(message: string): void
    hide(): void
  }
  /** SPEC §5: the "Incorrect amount" alert. */
  showIncorrectAmount(): void
  goBack(): void
  /** Logs an internal error behind a visible one (SPEC §8 thrown or internal messages). */
  logError(message: string, error: unknown): void
  track(event: SwapEvent, properties: Record<string, unknown>): void
  /** Refreshes the account's balances outside the swap (Account view, native balance). */
  refreshAccountBalances(): Promise<void>
}

/**
 * The swap's dependencies taken from a Portico instance.
 *
 * @example
 * ```ts
 * const store = new SwapStore(swapDepsFor(portico))
 * ```
 */
export function swapDepsFor(portico: Portico): SwapDeps {
  const { chains, snackbar } = portico
  const namespace = () => chains.activeNamespace ?? 'eip155'
  // Swap is shown only with a Blockchain API configured (ui/visibility); without one it fails
  // to initialize rather than pretend.
  const api = portico.services.api
  if (!api) throw featureError('FAILED_TO_INITIALIZE_SWAP', { details: 'no Blockchain API' })
  return {
    api,
    clock: portico.deps.clock,
    network: () => chains.activeCaipNetwork,
    caipAddress: () => chains.activeCaipAddress,
    accountType: () => {
      const account = chains.account(namespace())
      const address = account?.address?.toLowerCase()
      const listed = account?.allAccounts.find((a) => a.address.toLowerCase() === address)
      return listed?.type ?? account?.preferredAccountType
    },
    adapter: async () => {
      const adapter = await portico.adapters.load(namespace())
      if (!adapter.sendTransaction) throw featureError('CHAIN_NOT_SUPPORTED')
      return adapter
    },
    notify: {
      loading: (message) => snackbar.showLoading(message),
      success: (message) => snackbar.showSuccess(message),
      error: (message) => snackbar.showError(message),
      hide: () => snackbar.hide(),
    },
    showIncorrectAmount: () => portico.alerts.show('INCORRECT_AMOUNT'),
    goBack: () => portico.router.goBack(),
    logError: (message, error) => portico.deps.logger.error(message, error),
    track: (event, properties) => {
      portico.events.emit(event, properties)
    },
    refreshAccountBalances: async () => {
      await Promise.allSettled([
        portico.balances.fetchTokenBalances({ forceUpdate: true }),
        portico.balances.refreshNativeBalance({ forceUpdate: true }),
      ])
    },
  }
}

/**
 * What the visitor reads when a wallet call fails (SPEC §8): the wallet's own short message
 * when it gave one, else "Transaction error". Portico's own mapping of provider codes is not
 * the wallet's message, so a typed PorticoError reads "Transaction error".
 *
 * @example
 * ```ts
 * walletErrorMessage({ shortMessage: 'Nonce too low' }) // 'Nonce too low'
 * ```
 */
export function walletErrorMessage(error: unknown, fallback: ErrorCode = 'TRANSACTION_ERROR') {
  const short =
    !(error instanceof PorticoError) && typeof error === 'object' && error !== null
      ? Reflect.get(error, 'shortMessage')
      : undefined
  return typeof short === 'string' && short.trim() !== '' ? short : formatMessage(fallback)
}
