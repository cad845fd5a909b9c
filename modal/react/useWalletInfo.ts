import type { ConnectedWalletInfo } from '../core/stores/chainState'
import { usePorticoValue } from './usePorticoValue'

/**
 * What {@link useWalletInfo} returns.
 *
 * @example
 * ```ts
 * const { walletInfo } = useWalletInfo()
 * walletInfo?.name
 * ```
 */
export interface UseWalletInfoResult {
  /** The wallet connected on the active namespace; undefined when disconnected. */
  walletInfo: ConnectedWalletInfo | undefined
}

/**
 * The name, icon and connector of the wallet in use.
 *
 * @example
 * ```tsx
 * function WalletName() {
 *   const { walletInfo } = useWalletInfo()
 *   return <span>{walletInfo?.name ?? 'No wallet'}</span>
 * }
 * ```
 */
export function useWalletInfo(): UseWalletInfoResult {
  return usePorticoValue((portico) => ({
    walletInfo: portico.chains.activeChain?.account.connectedWalletInfo,
  }))
}
