/**
 * The Wallet Standard's bitcoin features as Portico uses them (ExodusMovement's
 * bitcoin-wallet-standard: `bitcoin:connect`, `bitcoin:signTransaction`, `bitcoin:signMessage`;
 * `standard:disconnect` when offered). Kept to the shapes Portico reads, so any Wallet Standard
 * wallet object fits, whoever discovered it.
 */

/**
 * The purposes a bitcoin wallet may connect accounts for.
 *
 * @example
 * ```ts
 * const purposes: BitcoinPurpose[] = ['payment', 'ordinals']
 * ```
 */
export type BitcoinPurpose = 'payment' | 'ordinals'

/**
 * A Wallet Standard account (`WalletAccount`).
 *
 * @example
 * ```ts
 * const payment: BitcoinWalletAccount | undefined = accounts.find((a) => a.address.startsWith('bc1q'))
 * ```
 */
export interface BitcoinWalletAccount {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly string[]
  readonly features: readonly string[]
  readonly label?: string
  /**
   * Not in the Wallet Standard: where a wallet exposes the key's BIP-32 origin (the master
   * key's 4-byte fingerprint and the path, e.g. `m/86'/1'/0'/0/0`), Portico writes it into send
   * PSBTs (BIP-174 `bip32Derivation`, BIP-371 `tapBip32Derivation`) so any signer finds its key.
   */
  readonly bip32Derivation?: { readonly masterFingerprint: Uint8Array; readonly path: string }
}

export interface BitcoinConnectFeature {
  readonly version: string
  connect(input?: {
    purposes: readonly BitcoinPurpose[]
  }): Promise<{ accounts: readonly BitcoinWalletAccount[] }>
}

/** One PSBT to sign, with which inputs each account signs. */
export interface BitcoinSignTransactionInput {
  psbt: Uint8Array
  inputsToSign: readonly {
    account: BitcoinWalletAccount
    signingIndexes: readonly number[]
    sigHash?: number
  }[]
  chain?: string
}

export interface BitcoinSignTransactionFeature {
  readonly version: string
  signTransaction(
    ...inputs: BitcoinSignTransactionInput[]
  ): Promise<readonly { signedPsbt: Uint8Array }[]>
}

/** `signature` is the BIP-322 "simple" signature: the serialised witness stack. */
export interface BitcoinSignMessageFeature {
  readonly version: string
  signMessage(
    ...inputs: { account: BitcoinWalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
}

/**
 * A Wallet Standard wallet that speaks bitcoin (its `bitcoin:*` features).
 *
 * @example
 * ```ts
 * const wallets: BitcoinStandardWallet[] = getWallets().get().filter(isBitcoinWallet)
 * ```
 */
export interface BitcoinStandardWallet {
  readonly version: string
  readonly name: string
  readonly icon: string
  readonly chains: readonly string[]
  readonly accounts: readonly BitcoinWalletAccount[]
  readonly features: Readonly<Record<string, unknown>>
}

export const BITCOIN_CONNECT = 'bitcoin:connect'
export const BITCOIN_SIGN_TRANSACTION = 'bitcoin:signTransaction'
export const BITCOIN_SIGN_MESSAGE = 'bitcoin:signMessage'

const hasMethod = (value: unknown, name: string) =>
  typeof value === 'object' && value !== null && typeof Reflect.get(value, name) === 'function'

/**
 * Whether a Wallet Standard wallet can connect bitcoin accounts (what discovery filters on).
 *
 * @example
 * ```ts
 * const bitcoinWallets = getWallets().get().filter(isBitcoinWallet)
 * ```
 */
export function isBitcoinWallet(wallet: { features: Readonly<Record<string, unknown>> }): boolean {
  return hasMethod(wallet.features[BITCOIN_CONNECT], 'connect')
}

/**
 * The bitcoin features of one wallet, typed; a feature the wallet lacks is undefined.
 *
 * @example
 * ```ts
 * const { connect, signTransaction } = bitcoinFeatures(wallet)
 * const { accounts } = await connect!.connect({ purposes: ['payment', 'ordinals'] })
 * ```
 */
export function bitcoinFeatures(wallet: BitcoinStandardWallet) {
  const feature = <T>(name: string, method: string) =>
    hasMethod(wallet.features[name], method) ? (wallet.features[name] as T) : undefined
  return {
    connect: feature<BitcoinConnectFeature>(BITCOIN_CONNECT, 'connect'),
    signTransaction: feature<BitcoinSignTransactionFeature>(
      BITCOIN_SIGN_TRANSACTION,
      'signTransaction',
    ),
    signMessage: feature<BitcoinSignMessageFeature>(BITCOIN_SIGN_MESSAGE, 'signMessage'),
    disconnect: feature<{ disconnect(): Promise<void> }>('standard:disconnect', 'disconnect'),
  }
}
