import type { Connection } from '@solana/web3.js'
import {
  feature,
  SOLANA_SIGN_MESSAGE,
  STANDARD_CONNECT,
  STANDARD_DISCONNECT,
  STANDARD_EVENTS,
  type StandardWallet,
  type WalletAccount,
} from '../../connectors/wallet-standard/walletStandard'
import type { CaipNetwork } from '../../core/caip/types'
import type {
  AdapterConnection,
  AdapterConnector,
  AdapterEvent,
  ChainAdapter,
  TransferFee,
  TransferRequest,
} from '../../core/chains/chainAdapter'
import type { FetchFn } from '../../core/deps'
import { featureError } from '../../core/errors/featureMessages'
import { PorticoError } from '../../core/errors/porticoError'
import type { TokenOption } from '../../core/options/tokenOption'
import { encodeBase58 } from './base58'
import { readSolBalance, SolanaConnections } from './rpcConnection'
import { estimateSolanaTransfer, sendTransfer } from './solanaSend'
import { isValidSolanaAddress } from './solanaTransfer'
import { SolanaWallets } from './solanaWallets'
import { readSplBalances } from './splBalances'

type ConnectParams = { connectorId: string; network: CaipNetwork }

/**
 * Options of the Solana adapter, e.g.
 * @example `await loadSolanaAdapter({ window } satisfies SolanaAdapterOptions)`
 */
export interface SolanaAdapterOptions {
  /** Where Wallet Standard wallets register (the page's window, or a stand-in EventTarget). */
  window: EventTarget
  /** Used for every RPC call over HTTP. Default: the global fetch. */
  fetch?: FetchFn
}

interface Session {
  connectorId: string
  wallet: StandardWallet
  account: WalletAccount
  off: (() => void) | undefined
}

/**
 * The solana ChainAdapter on @solana/web3.js over Wallet Standard wallets: connect, silent
 * sync, disconnect, account events, SOL balance over RPC, message signing, and SOL and SPL
 * transfers signed by the wallet and sent over the network's own RPC URL.
 *
 * @example
 * ```ts
 * const adapter = createSolanaAdapter({ window })
 * await adapter.connect({ connectorId: 'Phantom', network: withSolanaRpcUrl(solana, rpcUrl) })
 * ```
 */
export class SolanaAdapter implements ChainAdapter {
  readonly namespace = 'solana'
  private readonly wallets: SolanaWallets
  private readonly connections: SolanaConnections
  private session: Session | undefined
  private readonly listeners = new Set<(event: AdapterEvent) => void>()

  constructor(options: SolanaAdapterOptions) {
    this.wallets = new SolanaWallets(options.window)
    this.connections = new SolanaConnections(
      options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    )
  }

  start(): void {
    this.wallets.start()
  }

  dispose(): void {
    this.wallets.stop()
    this.endSession()
  }

  listConnectors(): readonly AdapterConnector[] {
    return this.wallets.connectors()
  }

  watchConnectors(listener: (connectors: readonly AdapterConnector[]) => void): () => void {
    return this.wallets.registry.subscribe(() => listener(this.wallets.connectors()))
  }

  async connect({ connectorId, network }: ConnectParams): Promise<AdapterConnection> {
    const wallet = this.requireWallet(connectorId)
    const { accounts } = await feature(wallet, STANDARD_CONNECT)!.connect()
    const connection = this.establish(connectorId, wallet, accounts, network)
    if (!connection) throw new PorticoError('WALLET_UNAUTHORIZED', { details: connectorId })
    return connection
  }

  async syncConnection({ connectorId, network }: ConnectParams) {
    const wallet = this.wallets.wallet(connectorId)
    if (!wallet) return undefined
    const { accounts } = await feature(wallet, STANDARD_CONNECT)!.connect({ silent: true })
    return this.establish(connectorId, wallet, accounts, network)
  }

  async disconnect(): Promise<void> {
    const session = this.endSession()
    if (session) await feature(session.wallet, STANDARD_DISCONNECT)?.disconnect()
  }

  getBalance({ address, network }: { address: string; network: CaipNetwork }) {
    return readSolBalance(this.connection(network), address, network)
  }

  /** The host's SPL tokens (SPEC §3 Options.tokens): the owner's token accounts, over RPC. */
  readTokenBalances(params: {
    address: string
    network: CaipNetwork
    tokens: readonly TokenOption[]
  }) {
    return readSplBalances(this.connection(params.network), { ...params, owner: params.address })
  }

  /** Wallet Standard wallets have no "current chain": the adapter signs for `network` next. */
  async switchNetwork(): Promise<void> {}

  async signMessage({ message, address }: { message: string; address: string }) {
    const { wallet, account } = this.requireSession(address)
    const signMessage = feature(wallet, SOLANA_SIGN_MESSAGE)
    if (!signMessage)
      throw new PorticoError('WALLET_UNSUPPORTED_METHOD', { details: 'signMessage' })
    const [signed] = await signMessage.signMessage({
      account,
      message: new TextEncoder().encode(message),
    })
    if (!(signed?.signature instanceof Uint8Array)) throw featureError('SIGNATURE_DECLINED')
    return encodeBase58(signed.signature)
  }

  transfer(request: TransferRequest): Promise<string> {
    const { wallet, account } = this.requireSession()
    return sendTransfer({ connection: this.connection(request.network), wallet, account }, request)
  }

  estimateTransferFee(request: TransferRequest): Promise<TransferFee> {
    const { account } = this.requireSession()
    return estimateSolanaTransfer(this.connection(request.network), account.address, request)
  }

  isValidAddress(address: string): boolean {
    return isValidSolanaAddress(address)
  }

  subscribe(listener: (event: AdapterEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private connection(network: CaipNetwork): Connection {
    return this.connections.for(network)
  }

  private requireWallet(connectorId: string): StandardWallet {
    const wallet = this.wallets.wallet(connectorId)
    if (!wallet) throw featureError('CONNECTOR_NOT_FOUND', { details: connectorId })
    return wallet
  }

  private requireSession(address?: string): Session {
    const session = this.session
    if (!session || (address !== undefined && session.account.address !== address)) {
      throw new PorticoError('WALLET_UNAUTHORIZED', { details: address ?? 'no connected account' })
    }
    return session
  }

  /** Starts a session on the first Solana account, following the wallet's `change` events. */
  private establish(
    connectorId: string,
    wallet: StandardWallet,
    accounts: readonly WalletAccount[],
    network: CaipNetwork,
  ): AdapterConnection | undefined {
    const solanaAccounts = accounts.filter((a) => a.chains.some((c) => c.startsWith('solana:')))
    const account = solanaAccounts.find((a) => isValidSolanaAddress(a.address))
    if (!account) return undefined
    this.endSession()
    const session: Session = { connectorId, wallet, account, off: undefined }
    session.off = feature(wallet, STANDARD_EVENTS)?.on('change', (change) => {
      if (!change.accounts || this.session !== session) return
      const next = change.accounts.find((a) => isValidSolanaAddress(a.address))
      if (next) session.account = next
      else this.endSession()
      this.emit({ type: 'accountsChanged', address: next?.address })
    })
    this.session = session
    return {
      address: account.address,
      chainId: String(network.id),
      accounts: solanaAccounts.map((a) => ({ address: a.address, type: 'eoa' as const })),
      connectorId,
    }
  }

  private endSession(): Session | undefined {
    const session = this.session
    session?.off?.()
    this.session = undefined
    return session
  }

  private emit(event: AdapterEvent): void {
    for (const listener of this.listeners) listener(event)
  }
}

/**
 * Creates the solana adapter and starts Wallet Standard discovery.
 *
 * @example
 * ```ts
 * const adapter = createSolanaAdapter({ window, fetch })
 * ```
 */
export function createSolanaAdapter(options: SolanaAdapterOptions): SolanaAdapter {
  const adapter = new SolanaAdapter(options)
  adapter.start()
  return adapter
}
