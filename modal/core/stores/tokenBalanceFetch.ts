import type { CaipNetwork, ChainNamespace } from '../caip/types'
import { PorticoError } from '../errors/porticoError'
import { BalanceRetryRefusedError } from '../services/blockchainApi/balanceRetry'
import type { TokenBalance } from '../services/blockchainApi/types'
import { BALANCE_NAMESPACES, type BalanceContext } from './balanceContext'

/** What the fetch records on the balance store. */
interface FetchState {
  setFailure(failure: { retryAt: number | undefined } | undefined): void
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
 * The token-balance fetch of `BalanceStore.fetchTokenBalances` (SPEC §4 "Token balance
 * fetch"): the wallet's own asset answer when it offers one (SPEC §7), else the tokenBalances
 * port. Its own chunk: only the Account view's Tokens list asks for it.
 *
 * @example
 * ```ts
 * await fetchTokenBalances(context, portico.balances, { forceUpdate: true })
 * ```
 */
export async function fetchTokenBalances(
  context: BalanceContext,
  state: FetchState,
  options: { forceUpdate?: boolean },
): Promise<void> {
  const { chains, ports, snackbar } = context
  const chain = chains.activeChain
  const network = chains.activeCaipNetwork
  const address = chain?.account.address
  if (!chain || !network || !address) return
  if (context.isUnsupportedNetwork()) {
    state.setFailure({ retryAt: undefined })
    snackbar.showError(new PorticoError('TOKEN_BALANCE_UNAVAILABLE'))
    return
  }
  if (network.testnet || !BALANCE_NAMESPACES.includes(chain.namespace) || !ports.tokenBalances) {
    chains.setAccount(chain.namespace, { tokenBalance: [] })
    state.setFailure(undefined)
    return
  }
  try {
    const balances =
      (await walletAssets(context, chain.namespace, address, network)) ??
      (
        await ports.tokenBalances.getBalance({
          address,
          chainId: network.caipNetworkId,
          ...(options.forceUpdate ? { forceUpdate: true } : {}),
        })
      ).balances
    chains.setAccount(chain.namespace, { tokenBalance: dropLowQualityTokens(balances) })
    state.setFailure(undefined)
  } catch (error) {
    state.setFailure({
      retryAt: error instanceof BalanceRetryRefusedError ? error.retryAt : undefined,
    })
    if (!(error instanceof BalanceRetryRefusedError)) {
      context.logger.warn('token balances failed', error)
      snackbar.showError(new PorticoError('TOKEN_BALANCE_UNAVAILABLE', { cause: error }))
    }
  }
}

/** The wallet's asset answer, or undefined to read the API (none offered, or refused). */
async function walletAssets(
  context: BalanceContext,
  namespace: ChainNamespace,
  address: string,
  network: CaipNetwork,
): Promise<TokenBalance[] | undefined> {
  try {
    return await context.adapters.get(namespace)?.getWalletAssets?.({ address, network })
  } catch (error) {
    context.logger.warn('wallet assets refused', error)
    return undefined
  }
}
