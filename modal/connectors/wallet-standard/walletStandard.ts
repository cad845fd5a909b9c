/**
 * The slice of the Wallet Standard (github.com/wallet-standard) that Portico uses, typed here
 * rather than imported: `@wallet-standard/app` keeps one registry per JavaScript realm in
 * module state and listens on the global `window`, while Portico needs a registry per
 * instance on an injected window (ARCHITECTURE rule 1) and tests on a stand-in EventTarget.
 * The event protocol below is the standard's own, so real wallets register the same way.
 */

/** A wallet registers by dispatching this event with a callback as its detail. */
export const REGISTER_WALLET_EVENT = 'wallet-standard:register-wallet'
/** An app announces itself with this event; wallets that load later register through it. */
export const APP_READY_EVENT = 'wallet-standard:app-ready'

export const STANDARD_CONNECT = 'standard:connect'
export const STANDARD_DISCONNECT = 'standard:disconnect'
export const STANDARD_EVENTS = 'standard:events'
export const SOLANA_SIGN_MESSAGE = 'solana:signMessage'
export const SOLANA_SIGN_TRANSACTION = 'solana:signTransaction'
export const SOLANA_SIGN_AND_SEND_TRANSACTION = 'solana:signAndSendTransaction'

/** A chain id as the Wallet Standard spells it, e.g. `solana:mainnet`. */
export type WalletChain = `${string}:${string}`

/** One account a wallet exposes. */
export interface WalletAccount {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly WalletChain[]
  readonly features: readonly string[]
  readonly label?: string
}

/** A feature is an object of functions under a namespaced key. */
export type WalletFeatures = Readonly<Record<string, unknown>>

/** A Wallet Standard wallet, as `register` receives it. */
export interface StandardWallet {
  readonly version: '1.0.0'
  readonly name: string
  /** A data URI (untrusted: sanitised before it is shown). */
  readonly icon: string
  readonly chains: readonly WalletChain[]
  readonly features: WalletFeatures
  readonly accounts: readonly WalletAccount[]
}

/** What the app hands a wallet to register with. */
export interface WalletRegistryApi {
  register(...wallets: StandardWallet[]): () => void
}

export interface ConnectFeature {
  readonly version: string
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }>
}

export interface DisconnectFeature {
  readonly version: string
  disconnect(): Promise<void>
}

/** What a `change` event carries: only the properties that changed. */
export interface WalletChange {
  accounts?: readonly WalletAccount[]
  chains?: readonly WalletChain[]
  features?: WalletFeatures
}

export interface EventsFeature {
  readonly version: string
  on(event: 'change', listener: (change: WalletChange) => void): () => void
}

export interface SignMessageFeature {
  readonly version: string
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
}

export interface SignTransactionFeature {
  readonly version: string
  signTransaction(
    ...inputs: { account: WalletAccount; transaction: Uint8Array; chain?: WalletChain }[]
  ): Promise<readonly { signedTransaction: Uint8Array }[]>
}

export interface SignAndSendTransactionFeature {
  readonly version: string
  signAndSendTransaction(
    ...inputs: { account: WalletAccount; transaction: Uint8Array; chain: WalletChain }[]
  ): Promise<readonly { signature: Uint8Array }[]>
}

/** Feature keys to the shapes above. */
export interface KnownFeatures {
  [STANDARD_CONNECT]: ConnectFeature
  [STANDARD_DISCONNECT]: DisconnectFeature
  [STANDARD_EVENTS]: EventsFeature
  [SOLANA_SIGN_MESSAGE]: SignMessageFeature
  [SOLANA_SIGN_TRANSACTION]: SignTransactionFeature
  [SOLANA_SIGN_AND_SEND_TRANSACTION]: SignAndSendTransactionFeature
}

/** The method each known feature must have. */
const FEATURE_METHOD: Readonly<Record<keyof KnownFeatures, string>> = {
  [STANDARD_CONNECT]: 'connect',
  [STANDARD_DISCONNECT]: 'disconnect',
  [STANDARD_EVENTS]: 'on',
  [SOLANA_SIGN_MESSAGE]: 'signMessage',
  [SOLANA_SIGN_TRANSACTION]: 'signTransaction',
  [SOLANA_SIGN_AND_SEND_TRANSACTION]: 'signAndSendTransaction',
}

/**
 * A wallet's feature by name, when it has one with the feature's method (wallets are outside
 * code: a malformed feature counts as missing).
 *
 * @example
 * ```ts
 * feature(wallet, 'standard:connect')?.connect()
 * ```
 */
export function feature<K extends keyof KnownFeatures>(
  wallet: StandardWallet,
  name: K,
): KnownFeatures[K] | undefined {
  const value = wallet.features[name] as Record<string, unknown> | null | undefined
  if (typeof value !== 'object' || value === null) return undefined
  return typeof value[FEATURE_METHOD[name]] === 'function'
    ? (value as unknown as KnownFeatures[K])
    : undefined
}
