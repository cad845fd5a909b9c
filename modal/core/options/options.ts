import type { AccountType, CaipNetwork, CaipNetworkId, ChainNamespace } from '../caip/types'
import type { ChainAdapterLoader } from '../chains/chainAdapter'
import type { PorticoInitialState } from '../storage/initialState'
import type { Features } from './features'
import type { Platform } from './platform'
import type { SiwxMessage, SiwxMessageData, SiwxMessageInput, SiwxSession } from './siwxTypes'
import type { ThemeMode, ThemePresetVariables, ThemeVariables } from './theme'
import type { TokenOptions } from './tokenOption'

/**
 * The host site's description of itself (SPEC §3 Options.metadata).
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks, metadata: { name: 'Shop', description: 'A shop', url: 'https://shop.example', icons: [] } })
 * ```
 */
export interface AppMetadata {
  name: string
  description: string
  url: string
  icons: readonly string[]
}

/**
 * A wallet the host adds to the listing by hand.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks, customWallets: [{ id: 'my-wallet', name: 'My Wallet', homepage: 'https://wallet.example' }] })
 * ```
 */
export interface CustomWallet {
  id: string
  name: string
  homepage?: string
  imageUrl?: string
  mobileLink?: string
  desktopLink?: string
  webappLink?: string
}

export type { TokenOption, TokenOptions } from './tokenOption'

/**
 * Sign-in-with-wallet configuration (SPEC §4 SIWX), modelled on what hosts use today: create a
 * message, add / get / revoke sessions, required or not. A host writes its own or takes a
 * ready-made one (`createLocalSiwx`, `createServerSiwx` in `modal/features/siwx`). The core only
 * needs `required` and `clearSessions`; the SIWX feature prompts on connect when the config
 * can create messages and keep sessions.
 *
 * @example
 * ```ts
 * const siwx = createLocalSiwx({ storage: localStorage, clock, random: Math.random, domain: 'acme.example', uri: 'https://acme.example' })
 * createPortico({ projectId, networks, siwx })
 * ```
 */
export interface SiwxConfig {
  /** When true, cancelling sign-in disconnects and the modal cannot be closed without a session. */
  required?: boolean
  /** Ends every stored sign-in session (called on disconnect, SPEC §4). */
  clearSessions(): Promise<void> | void
  /** Writes the message the wallet signs for this account and chain. */
  createMessage?(input: SiwxMessageInput): Promise<SiwxMessage>
  /** Keeps a signed session (a server-backed config verifies the signature first). */
  addSession?(session: SiwxSession): Promise<void>
  /** The live sessions of this account on this chain (empty: the visitor must sign in). */
  getSessions?(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** Ends the sessions of this account on this chain. */
  revokeSession?(chainId: CaipNetworkId, address: string): Promise<void>
  /**
   * Called once by the instance this configuration is given to, with that instance's storage
   * key prefix (`@portico/`, `@portico/<storageKey>/`, …): a configuration that keeps sessions
   * in the page's storage keeps them under it (the built-ins do). Give each instance its own.
   */
  bindStorage?(prefix: string): void
}

/**
 * The legacy sign-in-with-Ethereum configuration (SPEC §5: exclusive with `siwx`). With all of
 * getNonce, createMessage, verifyMessage, getSession and signOut it runs over the SIWX flow
 * (see `siweAsSiwx`) and the prompt is the ConnectingSiwe view.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks, siweConfig: { getNonce, createMessage, verifyMessage, getSession, signOut } })
 * ```
 */
export interface SiweConfig {
  required?: boolean
  getMessageParams?(): Promise<{ domain?: string; uri?: string; statement?: string }>
  getNonce?(address?: string): Promise<string>
  /** The EIP-4361 text for these fields (`address` is CAIP-10, `chainId` a number). */
  createMessage?(
    args: Omit<SiwxMessageData, 'chainId'> & { address: string; chainId: number },
  ): string
  verifyMessage?(args: { message: string; signature: string }): Promise<boolean>
  getSession?(): Promise<{ address: string; chainId: number } | null>
  signOut?(): Promise<boolean>
}

/**
 * Whether the "All wallets" entry shows.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks, allWallets: 'HIDE' })
 * ```
 */
export type AllWalletsOption = 'SHOW' | 'HIDE' | 'ONLY_MOBILE'

/**
 * Where each backend lives. None is required: a backend left out is never called, and the
 * features it feeds are not shown (docs/without-backend.md). With no `endpoints` at all,
 * Portico makes no request.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks, endpoints: { api: 'https://api.example', walletApi: 'https://wallets.example' } })
 * ```
 */
export interface ServiceEndpoints {
  /** The Blockchain API host (balances, identity, swap, onramp, names, history). */
  api?: string
  /** The wallet-listing API host (All wallets, featured wallets; also serves the analytics switch). */
  walletApi?: string
  /** The analytics host (`POST /e`); events are sent only when `walletApi` is set too. */
  analytics?: string
  /** The embedded wallet's auth provider (its hidden frame is `${auth}/frame.html`). */
  auth?: string
}

/**
 * Everything the host developer sets (SPEC §3 Options), as passed to `createPortico`.
 *
 * @example
 * ```ts
 * const options: PorticoOptions = { projectId: 'my-site', networks: [ethereum] }
 * createPortico(options)
 * ```
 */
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
   * Base URLs of the services Portico calls (SPEC §7: "the base host is configurable"). Each is
   * optional; without them Portico runs with no backend. The lab points them at its stubs.
   */
  endpoints?: ServiceEndpoints
  metadata?: AppMetadata
  allWallets?: AllWalletsOption
  includeWalletIds?: readonly string[]
  excludeWalletIds?: readonly string[]
  featuredWalletIds?: readonly string[]
  customWallets?: readonly CustomWallet[]
  /**
   * Per CAIP network id, the token contracts (with an optional image) whose balances the
   * account shows: read from the chain through the network's RPC when there is no `api`,
   * merged with the API's balances when there is, kept 30 s (docs/without-backend.md).
   */
  tokens?: TokenOptions
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
  /** Colours (and any `--portico-*` variable) under `themeVariables`: a preset such as `midnightTheme`. */
  themePreset?: ThemePresetVariables
  /** The visitor's device; detected by the host, never read from `navigator` by the core. */
  platform?: Platform
  /**
   * The connection a server read from the request's cookie (`cookieToInitialState`), passed on
   * the server and in the browser alike: the first render shows the reconnecting account, and
   * `init()` confirms it with the wallet or drops it (docs/ssr.md).
   */
  initialState?: PorticoInitialState
  /**
   * Names this instance's storage namespace: every key (sign-in sessions and WalletConnect's
   * records included) becomes `@portico/<storageKey>/…`. Without it the instance gets one of
   * its own by the order the page makes its instances in (the first `@portico/`, the second
   * `@portico/~2/`, …; see modal/core/storage/instanceNamespace.ts); give one to an instance
   * made lazily or conditionally. Two live instances on one key get one warning.
   */
  storageKey?: string
}
