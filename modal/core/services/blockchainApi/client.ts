import { getBalance } from './balance'
import { buildApproveTransaction } from './buildApproveTransaction'
import { buildSwapTransaction } from './buildSwapTransaction'
import {
  type BlockchainApiConfig,
  type BlockchainApiContext,
  createBlockchainApiContext,
} from './context'
import { fetchGasPrice } from './gasPrice'
import { fetchIdentity } from './identity'
import { lookupName } from './lookupName'
import { getNameSuggestions } from './nameSuggestions'
import { getOnrampOptions } from './onrampOptions'
import { getOnrampQuote } from './onrampQuote'
import { generateOnrampUrl } from './onrampUrl'
import { registerName } from './registerName'
import { reverseLookupName } from './reverseLookupName'
import { getSmartSessions, revokeSmartSession } from './smartSessions'
import { getSupportedChains, isNetworkSupported } from './supportedChains'
import { fetchSwapAllowance } from './swapAllowance'
import { fetchSwapQuotes } from './swapQuotes'
import { fetchSwapTokens } from './swapTokens'
import { fetchTokenPrice } from './tokenPrice'
import { fetchTransactions } from './transactions'

/** Binds a one-file action to this client's context, viem style. */
function bind<P, R>(
  ctx: BlockchainApiContext,
  action: (ctx: BlockchainApiContext, params: P) => R,
) {
  return (params: P): R => action(ctx, params)
}

/**
 * The Blockchain API client (SPEC §7): one method per row of the table, all over the injected
 * fetch and clock. Every call carries `projectId`, `st`, `sv` and `clientId` (when set); every
 * call but `getSupportedChains` resolves to an empty default when the active network is not in
 * the supported-chains list; a non-2xx answer throws `HTTP_STATUS`.
 *
 * @example
 * ```ts
 * const api = createBlockchainApiClient({
 *   fetch, clock, baseUrl: 'http://127.0.0.1:4100', projectId: 'p1', sdkType: 'portico',
 *   sdkVersion: 'html-core-0.1.0', getActiveCaipNetworkId: () => 'eip155:1',
 * })
 * const { balances } = await api.getBalance({ address: '0xabc…', chainId: 'eip155:1' })
 * ```
 */
export function createBlockchainApiClient(config: BlockchainApiConfig) {
  const ctx = createBlockchainApiContext(config)
  return {
    getSupportedChains: () => getSupportedChains(ctx),
    /** True when `caipNetworkId` (default: the active network) is supported. */
    isNetworkSupported: (caipNetworkId?: string) =>
      isNetworkSupported(ctx, caipNetworkId ?? ctx.getActiveCaipNetworkId()),
    fetchIdentity: bind(ctx, fetchIdentity),
    fetchTransactions: bind(ctx, fetchTransactions),
    fetchSwapQuotes: bind(ctx, fetchSwapQuotes),
    fetchSwapTokens: bind(ctx, fetchSwapTokens),
    fetchTokenPrice: bind(ctx, fetchTokenPrice),
    fetchSwapAllowance: bind(ctx, fetchSwapAllowance),
    fetchGasPrice: bind(ctx, fetchGasPrice),
    buildSwapTransaction: bind(ctx, buildSwapTransaction),
    buildApproveTransaction: bind(ctx, buildApproveTransaction),
    getBalance: bind(ctx, getBalance),
    lookupName: bind(ctx, lookupName),
    reverseLookupName: bind(ctx, reverseLookupName),
    getNameSuggestions: bind(ctx, getNameSuggestions),
    registerName: bind(ctx, registerName),
    generateOnrampUrl: bind(ctx, generateOnrampUrl),
    getOnrampOptions: () => getOnrampOptions(ctx),
    getOnrampQuote: bind(ctx, getOnrampQuote),
    getSmartSessions: bind(ctx, getSmartSessions),
    revokeSmartSession: bind(ctx, revokeSmartSession),
    /** Forgets cached balances, identities and names (e.g. on disconnect). */
    clearCaches: () => {
      ctx.balanceCache.clear()
      ctx.identityCache.clear()
      ctx.reverseNameCache.clear()
      ctx.balanceFailures.clear()
    },
  }
}

export type BlockchainApiClient = ReturnType<typeof createBlockchainApiClient>
