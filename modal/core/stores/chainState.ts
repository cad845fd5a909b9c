import type {
  AccountType,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
} from '../caip/types'
import type { AdapterAccount } from '../chains/chainAdapter'
import type { SocialOption } from '../options/features'
import type { TokenBalance } from '../services/blockchainApi/types'
import { safeLinkUrl } from '../validation/urlPolicy'
import type { ConnectorType } from './connectorTypes'

/**
 * SPEC §4 connection status, per chain namespace.
 *
 * @example
 * ```ts
 * portico.connection.status('eip155') satisfies ConnectionStatus // 'connected'
 * ```
 */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/**
 * What the account view shows about the wallet in use.
 *
 * @example
 * ```ts
 * const info: ConnectedWalletInfo | undefined = portico.chains.account('eip155')?.connectedWalletInfo
 * ```
 */
export interface ConnectedWalletInfo {
  name: string
  icon?: string
  connectorId: string
  type?: ConnectorType
}

/** A popup window opened for social login; only closing it matters to the core. */
export interface SocialWindow {
  close(): void
}

/** The signed-in embedded-wallet user. */
export interface AccountUser {
  email?: string
  username?: string
}

/**
 * SPEC §3 "Account state (per chain)".
 *
 * @example
 * ```ts
 * const account: AccountState | undefined = portico.chains.account('eip155')
 * account?.address
 * ```
 */
export interface AccountState {
  caipAddress: CaipAddress | undefined
  address: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  /** The part of `balance` not yet confirmed in a block (bitcoin), when the chain has one. */
  balanceUnconfirmed?: string | undefined
  /**
   * The host's token on this network (the first Options.tokens names), read from the chain: the
   * account button shows it in place of the native balance, as AppKit's button does.
   */
  hostTokenBalance?: { balance: string; symbol: string } | undefined
  profileName: string | undefined
  profileImage: string | undefined
  addressExplorerUrl: string | undefined
  tokenBalance: TokenBalance[]
  connectedWalletInfo: ConnectedWalletInfo | undefined
  preferredAccountType: AccountType
  socialProvider: SocialOption | undefined
  socialWindow: SocialWindow | undefined
  farcasterUrl: string | undefined
  allAccounts: AdapterAccount[]
  user: AccountUser | undefined
  smartAccountDeployed: boolean
  /** Account tab index: 0 Tokens, 1 NFTs, 2 Activity (SPEC §2). */
  currentTab: number
  status: ConnectionStatus
}

/** SPEC §3 "Network state (per chain)". */
export interface NetworkState {
  caipNetwork: CaipNetwork | undefined
  requestedCaipNetworks: CaipNetwork[]
  approvedCaipNetworkIds: CaipNetworkId[]
  supportsAllNetworks: boolean
  /** Chain ids (numbers on eip155) where smart accounts are enabled. */
  smartAccountEnabledNetworks: number[]
}

/** One chain namespace's state. */
export interface ChainState {
  namespace: ChainNamespace
  account: AccountState
  network: NetworkState
}

/** Account tabs of SPEC §2, by index. */
export const ACCOUNT_TABS = ['Tokens', 'NFTs', 'Activity'] as const

/** A disconnected account with the namespace's default account type. */
export function emptyAccountState(preferredAccountType: AccountType): AccountState {
  return {
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    tokenBalance: [],
    connectedWalletInfo: undefined,
    preferredAccountType,
    socialProvider: undefined,
    socialWindow: undefined,
    farcasterUrl: undefined,
    allAccounts: [],
    user: undefined,
    smartAccountDeployed: false,
    currentTab: 0,
    status: 'disconnected',
  }
}

/** Network state before any wallet said what it approves. */
export function emptyNetworkState(
  requestedCaipNetworks: CaipNetwork[],
  caipNetwork: CaipNetwork | undefined,
): NetworkState {
  return {
    caipNetwork,
    requestedCaipNetworks,
    approvedCaipNetworkIds: [],
    supportsAllNetworks: true,
    smartAccountEnabledNetworks: [],
  }
}

/**
 * The account fields that follow from an address on a network: the CAIP address and the
 * explorer link.
 *
 * @example
 * ```ts
 * addressFields('eip155', '0xabc', mainnet).caipAddress // 'eip155:1:0xabc'
 * ```
 */
export function addressFields(
  namespace: ChainNamespace,
  address: string,
  network: CaipNetwork,
): Pick<AccountState, 'address' | 'caipAddress' | 'addressExplorerUrl'> {
  const explorer = network.blockExplorers?.default.url
  return {
    address,
    caipAddress: `${namespace}:${network.id}:${address}` as CaipAddress,
    // The URL policy: a configured explorer that is not https (or loopback http) gets no link.
    addressExplorerUrl: explorer ? safeLinkUrl(`${explorer}/address/${address}`) : undefined,
  }
}

/**
 * Stands in for a network a wallet is on but the site did not configure (SPEC §4).
 *
 * @example
 * ```ts
 * unsupportedNetworkPlaceholder('eip155', '999999').name // 'Unknown Network'
 * ```
 */
export function unsupportedNetworkPlaceholder(
  namespace: ChainNamespace,
  chainId: string,
): CaipNetwork {
  const numeric = Number(chainId)
  return {
    id: namespace === 'eip155' && Number.isInteger(numeric) ? numeric : chainId,
    caipNetworkId: `${namespace}:${chainId}` as CaipNetworkId,
    name: 'Unknown Network',
    chainNamespace: namespace,
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: { default: { http: [] } },
  }
}
