import { ed25519 } from '@noble/curves/ed25519'
import { Connection, type Keypair, VersionedTransaction } from '@solana/web3.js'
import {
  SOLANA_SIGN_AND_SEND_TRANSACTION,
  SOLANA_SIGN_MESSAGE,
  SOLANA_SIGN_TRANSACTION,
  STANDARD_CONNECT,
  STANDARD_DISCONNECT,
  STANDARD_EVENTS,
  type StandardWallet,
  type WalletAccount,
  type WalletChain,
  type WalletChange,
} from '../../../modal/connectors/wallet-standard/walletStandard'
import type { Clock } from '../../../modal/core/clock/clock'
import { answerPrompt } from '../walletPrompt'
import {
  applySolanaSettingsPatch,
  defaultSolanaSettings,
  type SolanaWalletSettings,
} from './solanaWalletSettings'

/** The chains the lab's Solana wallets say they support (the lab chain is `localnet`). */
export const LAB_WALLET_CHAINS: readonly WalletChain[] = [
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
  'solana:localnet',
]

const FEATURES = [
  STANDARD_CONNECT,
  STANDARD_DISCONNECT,
  STANDARD_EVENTS,
  SOLANA_SIGN_MESSAGE,
  SOLANA_SIGN_TRANSACTION,
  SOLANA_SIGN_AND_SEND_TRANSACTION,
]

export interface SimulatedSolanaWalletOptions {
  id: string
  name: string
  icon: string
  keypairs: readonly Keypair[]
  /** Where signAndSendTransaction sends (the lab chain on 127.0.0.1). */
  rpcUrl: string
  settings?: Partial<SolanaWalletSettings>
  clock?: Pick<Clock, 'setTimeout'>
  /** Called after every change of settings or authorisation (the page remembers them). */
  onChange?: () => void
}

/**
 * A Wallet Standard Solana wallet that signs with real ed25519 keys and answers its prompts
 * the way its settings say (approve, reject with 4001, fail, after a delay), like the lab's
 * EVM wallets. `wallet` is what it registers; the rest is the lab's control surface.
 *
 * @example
 * ```ts
 * const sim = new SimulatedSolanaWallet({ id: 'delta', name: 'Delta Wallet', icon, keypairs, rpcUrl })
 * sim.update({ mode: 'reject' })
 * ```
 */
export class SimulatedSolanaWallet {
  readonly id: string
  readonly wallet: StandardWallet
  authorized = false
  private settings: SolanaWalletSettings
  private readonly listeners = new Set<(change: WalletChange) => void>()

  constructor(private readonly options: SimulatedSolanaWalletOptions) {
    this.id = options.id
    this.settings = applySolanaSettingsPatch(
      defaultSolanaSettings(),
      options.settings ?? {},
      options.keypairs.length,
    )
    const self = this
    this.wallet = Object.freeze({
      version: '1.0.0' as const,
      name: options.name,
      icon: options.icon,
      chains: LAB_WALLET_CHAINS,
      get accounts() {
        return self.exposedAccounts()
      },
      features: Object.freeze({
        [STANDARD_CONNECT]: {
          version: '1.0.0',
          connect: (input?: { silent?: boolean }) => self.connect(input),
        },
        [STANDARD_DISCONNECT]: { version: '1.0.0', disconnect: () => self.disconnect() },
        [STANDARD_EVENTS]: {
          version: '1.0.0',
          on: (_: 'change', l: (c: WalletChange) => void) => self.on(l),
        },
        [SOLANA_SIGN_MESSAGE]: { version: '1.1.0', signMessage: self.signMessage },
        [SOLANA_SIGN_TRANSACTION]: { version: '1.0.0', signTransaction: self.signTransaction },
        [SOLANA_SIGN_AND_SEND_TRANSACTION]: {
          version: '1.0.0',
          signAndSendTransaction: self.signAndSendTransaction,
        },
      }),
    })
  }

  /** The base58 addresses the wallet holds; `settings.accountIndex` selects one. */
  addresses(): string[] {
    return this.options.keypairs.map((k) => k.publicKey.toBase58())
  }

  getSettings(): SolanaWalletSettings {
    return { ...this.settings }
  }

  /** Applies a validated patch; a new account is announced through `standard:events`. */
  update(patch: Partial<SolanaWalletSettings>): SolanaWalletSettings {
    const before = this.settings.accountIndex
    this.settings = applySolanaSettingsPatch(this.settings, patch, this.options.keypairs.length)
    if (this.authorized && before !== this.settings.accountIndex) this.emit()
    this.options.onChange?.()
    return this.getSettings()
  }

  /** The visitor removes the site in the wallet: the accounts go away. */
  revoke(): void {
    if (!this.authorized) return
    this.authorized = false
    this.emit()
    this.options.onChange?.()
  }

  exposedAccounts(): WalletAccount[] {
    if (!this.authorized) return []
    const keypair = this.keypair()
    return [
      Object.freeze({
        address: keypair.publicKey.toBase58(),
        publicKey: keypair.publicKey.toBytes(),
        chains: LAB_WALLET_CHAINS,
        features: FEATURES,
      }),
    ]
  }

  private keypair(): Keypair {
    return this.options.keypairs[this.settings.accountIndex]!
  }

  private async connect(input?: { silent?: boolean }) {
    if (!this.authorized && !input?.silent) {
      await answerPrompt(() => this.settings, this.options.clock)
      this.authorized = true
      this.options.onChange?.()
    }
    return { accounts: this.exposedAccounts() }
  }

  private async disconnect(): Promise<void> {
    this.revoke()
  }

  private on(listener: (change: WalletChange) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private emit(): void {
    for (const listener of this.listeners) listener({ accounts: this.exposedAccounts() })
  }

  /** Checks that the input names the wallet's exposed account, then asks the "visitor". */
  private async approve(account: WalletAccount): Promise<Keypair> {
    const keypair = this.keypair()
    if (!this.authorized || account.address !== keypair.publicKey.toBase58()) {
      throw new Error('The account is not connected to this site.')
    }
    await answerPrompt(() => this.settings, this.options.clock)
    return keypair
  }

  private readonly signMessage = async (
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ) => {
    const out = []
    for (const { account, message } of inputs) {
      const keypair = await this.approve(account)
      const signature = ed25519.sign(message, keypair.secretKey.slice(0, 32))
      out.push({ signedMessage: message, signature })
    }
    return out
  }

  private readonly signTransaction = async (
    ...inputs: { account: WalletAccount; transaction: Uint8Array }[]
  ) => {
    const out = []
    for (const { account, transaction } of inputs) {
      const keypair = await this.approve(account)
      const tx = VersionedTransaction.deserialize(transaction)
      tx.sign([keypair])
      out.push({ signedTransaction: tx.serialize() })
    }
    return out
  }

  private readonly signAndSendTransaction = async (
    ...inputs: { account: WalletAccount; transaction: Uint8Array; chain: WalletChain }[]
  ) => {
    const signed = await this.signTransaction(...inputs)
    const connection = new Connection(this.options.rpcUrl, 'confirmed')
    const out = []
    for (const { signedTransaction } of signed) {
      await connection.sendRawTransaction(signedTransaction)
      out.push({ signature: VersionedTransaction.deserialize(signedTransaction).signatures[0]! })
    }
    return out
  }
}
