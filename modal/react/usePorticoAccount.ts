import type { AccountType, CaipAddress, ChainNamespace } from '../core/caip/types'
import type { AdapterAccount } from '../core/chains/chainAdapter'
import type { Portico } from '../core/createPortico'
import type { ConnectionStatus } from '../core/stores/chainState'
import { usePorticoValue } from './usePorticoValue'

/**
 * The account of one namespace, as {@link usePorticoAccount} reports it.
 *
 * @example
 * ```ts
 * const { address, isConnected }: PorticoAccount = usePorticoAccount()
 * ```
 */
export interface PorticoAccount {
  /** The namespace read; undefined when there is no active one. */
  namespace: ChainNamespace | undefined
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: ConnectionStatus
  /** The native balance as a decimal string, when fetched. */
  balance: string | undefined
  balanceSymbol: string | undefined
  /**
   * The host's token on the active network (the first `tokens` names), read from the chain; the
   * account button shows it in place of the native balance. Undefined when the host names none.
   */
  hostTokenBalance: { balance: string; symbol: string } | undefined
  profileName: string | undefined
  profileImage: string | undefined
  allAccounts: AdapterAccount[]
  preferredAccountType: AccountType | undefined
}

/**
 * The account of `namespace`, or of the active namespace when none is given. Re-renders when
 * any of its fields changes.
 *
 * @example
 * ```tsx
 * function Greeting() {
 *   const { isConnected, address } = usePorticoAccount()
 *   return <p>{isConnected ? `Hello ${address}` : 'Not connected'}</p>
 * }
 * ```
 */
export function usePorticoAccount(namespace?: ChainNamespace): PorticoAccount {
  return usePorticoValue((portico) => readAccount(portico, namespace), [namespace])
}

/**
 * The account of `namespace` (default: the active one) read from the instance's stores: what
 * {@link usePorticoAccount} and `watchAccount` (portico/elements) report.
 *
 * @example
 * ```ts
 * readAccount(portico).isConnected
 * ```
 */
export function readAccount(portico: Portico, namespace?: ChainNamespace): PorticoAccount {
  const { chains } = portico
  const ns = namespace ?? chains.activeNamespace
  const account = ns ? chains.account(ns) : undefined
  const status = ns ? chains.status(ns) : 'disconnected'
  return {
    namespace: ns,
    address: account?.address,
    caipAddress: account?.caipAddress,
    isConnected: status === 'connected',
    status,
    balance: account?.balance,
    balanceSymbol: account?.balanceSymbol,
    hostTokenBalance: account?.hostTokenBalance,
    profileName: account?.profileName,
    profileImage: account?.profileImage,
    allAccounts: account?.allAccounts ?? [],
    preferredAccountType: account?.preferredAccountType,
  }
}
