import type { AccountType, CaipNetwork, CaipNetworkId, ChainNamespace } from '../caip/types'
import type { ChainAdapterLoader } from '../chains/chainAdapter'
import type { Features } from './features'
import type { Platform } from './platform'
import type { ThemeMode, ThemeVariables } from './theme'

/** The host site's description of itself (SPEC §3 Options.metadata). */
export interface AppMetadata {
  name: string
  description: string
  url: string
  icons: readonly string[]
}

/** A wallet the host adds to the listing by hand. */
export interface CustomWallet {
  id: string
  name: string
  homepage?: string
  imageUrl?: string
  mobileLink?: string
  desktopLink?: string
  webappLink?: string
}

/** A token the host wants shown for a network (SPEC §3 Options.tokens). */
export interface TokenOption {
  address: string
  image?: string
}

/**
 * Sign-in-with-wallet configuration (SPEC §4 SIWX). The SIWX capability will add optional
 * members; the core only needs to know whether sign-in is required and how to end sessions.
 */
export interface SiwxConfig {
  /** When true, cancelling sign-in disconnects and the modal cannot be closed without a session. */
  required?: boolean
  /** Ends every stored sign-in session (called on disconnect, SPEC §4). */
  clearSessions(): Promise<void> | void
}

/** The legacy sign-in-with-ethereum configuration; only its presence matters to the core. */
export type SiweConfig = Readonly<Record<string, unknown>>

/** Whether the "All wallets" entry shows. */
export type AllWalletsOption = 'SHOW' | 'HIDE' | 'ONLY_MOBILE'

/** Where each backend lives; each defaults to {@link DEFAULT_ENDPOINTS}. */
export interface ServiceEndpoints {
  /** The Blockchain API host. */
  api?: string
  /** The wallet-listing API host (also serves the analytics switch). */
  walletApi?: string
  /** The analytics host (`POST /e`). */
  analytics?: string
  /** The embedded wallet's auth provider (its hidden frame is `${auth}/frame.html`). */
  auth?: string
}

/**
 * Production hosts. `.example` names never resolve: a deployment sets the real hosts, and a
 * forgotten setting fails loudly instead of reaching someone else's server.
 */
export const DEFAULT_ENDPOINTS: Required<ServiceEndpoints> = {
  api: 'https://api.portico.example',
  walletApi: 'https://wallets.portico.example',
  analytics: 'https://pulse.portico.example',
  auth: 'https://auth.portico.example',
}

/** Everything the host developer sets (SPEC §3 Options), as passed to `createPortico`. */
export interface PorticoOptions {
  projectId: string
  /** The networks the site supports, across namespaces; the first is the default. */
  networks: readonly CaipNetwork[]
  /** The network to start on; defaults to the first of `networks`. */
  defaultNetwork?: CaipNetwork
  /** Chain adapters, each loaded only when its namespace is first used. */
  adapters?: Partial<Record<ChainNamespace, ChainAdapterLoader>>
  features?: Partial<Features>
  sdkType?: string
  sdkVersion?: string
  /**
   * Base URLs of the services Portico calls (SPEC §7: "the base host is configurable"). The lab
   * points them at its stubs on 127.0.0.1.
   */
  endpoints?: ServiceEndpoints
  metadata?: AppMetadata
  allWallets?: AllWalletsOption
  includeWalletIds?: readonly string[]
  excludeWalletIds?: readonly string[]
  featuredWalletIds?: readonly string[]
  customWallets?: readonly CustomWallet[]
  tokens?: Readonly<Record<CaipNetworkId, TokenOption>>
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  siwx?: SiwxConfig
  /** Legacy; mutually exclusive with `siwx` (SPEC §5). */
  siweConfig?: SiweConfig
  /** Embedded mode: the modal renders inline, not as an overlay (SPEC §2). */
  enableEmbedded?: boolean
  allowUnsupportedChain?: boolean
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  /** The append-to-page switch: when false the modal element is not attached (default true). */
  appendToPage?: boolean
  /** Wallet-name aliases, merged over the built-in ones (SPEC §3 Connector). */
  connectorAliases?: Readonly<Record<string, string>>
  themeMode?: ThemeMode
  themeVariables?: Partial<ThemeVariables>
  /** The visitor's device; detected by the host, never read from `navigator` by the core. */
  platform?: Platform
}
