import { stringToHex } from 'viem'
import type { Eip1193Provider } from '../../connectors/injected/eip1193'
import type { CaipNetwork } from '../../core/caip/types'
import type {
  AdapterConnection,
  AdapterConnector,
  AdapterContractCall,
  AdapterEvent,
  AdapterRequest,
  AdapterTransaction,
  ChainAdapter,
  TransferRequest,
} from '../../core/chains/chainAdapter'
import { featureError } from '../../core/errors/featureMessages'
import { PorticoError } from '../../core/errors/porticoError'
import type { TokenOption } from '../../core/options/tokenOption'
import { hexChainId, toAddEthereumChainParameter } from './addChainParameter'
import type { Eip155AdapterOptions } from './eip155Options'
import { Eip155Wallets } from './eip155Wallets'
import { NativeBalanceReader } from './nativeBalance'
import { pendingTransactionsWatcher } from './pendingTransactionsWatch'
import { providerCall as call } from './providerCall'
import { contractCallTransaction } from './rpcTransaction'
import { estimateTransferFee, isValidEip155Address, sendTransfer, walletChannels } from './transfer'
import { parseWalletAccounts, parseWalletChainId } from './walletInput'
import { type ActiveWallet, WalletSession } from './walletSession'
import { Eip155WalletSide } from './walletSide'
import { estimateGasThroughWallet, sendThroughWallet } from './walletTransactions'

export type { Eip155AdapterOptions } from './eip155Options'

/** Codes that mean "this wallet has no wallet_revokePermissions": nothing to undo then. */
const REVOKE_UNSUPPORTED = new Set([4200, -32601])

type ConnectParams = { connectorId: string; network: CaipNetwork }
type TransactionParams = { transaction: AdapterTransaction; network: CaipNetwork }

/**
 * The eip155 ChainAdapter on viem, over the EIP-1193 providers that EIP-6963 announcements
 * and `window.ethereum` offer. Wallet errors come out as WalletProviderErrors (see
 * providerErrors.ts) that keep the wallet's number as `providerCode`.
 *
 * @example
 * ```ts
 * const adapter = createEip155Adapter({ window })
 * const { address } = await adapter.connect({ connectorId: 'io.metamask', network })
 * ```
 */
export class Eip155Adapter implements ChainAdapter {
  readonly namespace = 'eip155'
  private readonly wallets: Eip155Wallets
  private readonly session = new WalletSession()
  private readonly balances: NativeBalanceReader
  private readonly side: Eip155WalletSide
  /** Connectors the visitor disconnected: not restored by sync until connected again. */
  private readonly disconnected = new Set<string>()
  /** Present only when the host turned the pending-transactions filter on (see options). */
  readonly watchPendingTransactions: ChainAdapter['watchPendingTransactions'] | undefined

  constructor(options: Eip155AdapterOptions) {
    this.wallets = new Eip155Wallets(options.window)
    this.balances = new NativeBalanceReader(
      options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      options.rpcGateway,
      options.clock,
    )
    this.side = new Eip155WalletSide(this.session, this.balances, options)
    this.watchPendingTransactions = pendingTransactionsWatcher(options)
  }

  /** Starts wallet discovery (listening, and one eip6963:requestProvider). */
  start(): void {
    this.wallets.start()
  }

  /** Stops discovery and detaches from the active wallet's events. */
  dispose(): void {
    this.wallets.stop()
    this.session.deactivate()
    this.balances.dispose()
  }

  listConnectors(): readonly AdapterConnector[] {
    return this.wallets.connectors()
  }

  watchConnectors(listener: (connectors: readonly AdapterConnector[]) => void): () => void {
    return this.wallets.discovery.subscribe(() => listener(this.wallets.connectors()))
  }

  async connect({ connectorId }: ConnectParams): Promise<AdapterConnection> {
    const provider = this.wallets.provider(connectorId)
    if (!provider) throw featureError('CONNECTOR_NOT_FOUND', { details: connectorId })
    const accounts = await call<unknown>(provider, 'eth_requestAccounts')
    this.disconnected.delete(connectorId)
    return this.establish(connectorId, provider, accounts)
  }

  async syncConnection({ connectorId }: ConnectParams): Promise<AdapterConnection | undefined> {
    if (this.disconnected.has(connectorId)) return undefined
    const provider = this.wallets.provider(connectorId)
    if (!provider) return undefined
    const accounts = await call<unknown>(provider, 'eth_accounts')
    return Array.isArray(accounts) && accounts.length > 0
      ? this.establish(connectorId, provider, accounts)
      : undefined
  }

  async disconnect(): Promise<void> {
    const wallet = this.session.deactivate()
    if (!wallet) return
    this.disconnected.add(wallet.connectorId)
    try {
      await call(wallet.provider, 'wallet_revokePermissions', [{ eth_accounts: {} }])
    } catch (error) {
      const code = (error as { providerCode?: unknown }).providerCode
      if (typeof code === 'number' && REVOKE_UNSUPPORTED.has(code)) return
      throw error
    }
  }

  /** The connected wallet's own EIP-1193 provider (the extension's), undefined when none. */
  getProvider(): Eip1193Provider | undefined {
    return this.session.active?.provider
  }

  getBalance({ address, network }: { address: string; network: CaipNetwork }) {
    return this.balances.read(address, network)
  }

  /** The host's ERC-20 tokens (SPEC §3 Options.tokens), read over the network's RPC. */
  readTokenBalances(params: {
    address: string
    network: CaipNetwork
    tokens: readonly TokenOption[]
  }) {
    return this.balances.readTokens(params)
  }

  async switchNetwork({ network }: { network: CaipNetwork }): Promise<void> {
    const params = [{ chainId: hexChainId(network) }]
    await call(this.activeWallet().provider, 'wallet_switchEthereumChain', params)
  }

  async addNetwork({ network }: { network: CaipNetwork }): Promise<void> {
    const params = [toAddEthereumChainParameter(network)]
    await call(this.activeWallet().provider, 'wallet_addEthereumChain', params)
  }

  async signMessage({ message, address }: { message: string; address: string }): Promise<string> {
    return call<string>(this.activeWallet().provider, 'personal_sign', [
      stringToHex(message),
      address,
    ])
  }

  async request({ method, params }: AdapterRequest): Promise<unknown> {
    return call(this.activeWallet().provider, method, params)
  }

  async estimateGas({ transaction, network }: TransactionParams): Promise<bigint> {
    return estimateGasThroughWallet(this.activeWallet(), transaction, network)
  }

  async sendTransaction({ transaction, network }: TransactionParams): Promise<string> {
    return sendThroughWallet(this.activeWallet(), transaction, network)
  }

  async writeContract(params: { call: AdapterContractCall; network: CaipNetwork }) {
    const transaction = contractCallTransaction(params.call)
    return sendThroughWallet(this.activeWallet(), transaction, params.network)
  }

  // The family-neutral send port (SPEC §4 send flow); the eip155 work lives in transfer.ts.
  transfer(request: TransferRequest): Promise<string> {
    return sendTransfer(walletChannels(this.activeWallet()), request)
  }

  estimateTransferFee(request: TransferRequest) {
    return estimateTransferFee(walletChannels(this.activeWallet()), request)
  }

  isValidAddress(address: string): boolean {
    return isValidEip155Address(address)
  }

  // SPEC §7 wallet-side calls (EIP-7811, EIP-5792, ERC-7715, ENS): walletSide.ts.
  getWalletAssets: Eip155WalletSide['getWalletAssets'] = (p) => this.side.getWalletAssets(p)
  supportsAtomicBatch: Eip155WalletSide['supportsAtomicBatch'] = (p) =>
    this.side.supportsAtomicBatch(p)
  sendCalls: Eip155WalletSide['sendCalls'] = (p) => this.side.sendCalls(p)
  getCallsStatus: Eip155WalletSide['getCallsStatus'] = (p) => this.side.getCallsStatus(p)
  supportsPermissions: Eip155WalletSide['supportsPermissions'] = (p) =>
    this.side.supportsPermissions(p)
  grantPermissions: Eip155WalletSide['grantPermissions'] = (p) => this.side.grantPermissions(p)
  revokePermissions: Eip155WalletSide['revokePermissions'] = (p) => this.side.revokePermissions(p)
  resolveName: Eip155WalletSide['resolveName'] = (p) => this.side.resolveName(p)
  lookupAddressName: Eip155WalletSide['lookupAddressName'] = (p) => this.side.lookupAddressName(p)

  subscribe(listener: (event: AdapterEvent) => void): () => void {
    return this.session.subscribe(listener)
  }

  private activeWallet(): ActiveWallet {
    const wallet = this.session.active
    if (wallet) return wallet
    throw new PorticoError('WALLET_DISCONNECTED', { details: 'no eip155 wallet is connected' })
  }

  /**
   * Parses the wallet's accounts and chain id, and only then activates the session: a failure
   * before that leaves no listener on the wallet (issue 11 defect 9).
   */
  private async establish(
    connectorId: string,
    provider: Eip1193Provider,
    rawAccounts: unknown,
  ): Promise<AdapterConnection> {
    const addresses = parseWalletAccounts(rawAccounts)
    const chainId = parseWalletChainId(await call<unknown>(provider, 'eth_chainId'))
    const address = addresses?.[0]
    if (!addresses || !address || !chainId) {
      throw new PorticoError('WALLET_UNAUTHORIZED', {
        details: 'the wallet returned no valid account or chain id',
      })
    }
    this.session.activate(connectorId, provider, address)
    return {
      address,
      chainId,
      accounts: addresses.map((account) => ({ address: account, type: 'eoa' as const })),
      connectorId,
    }
  }
}

/**
 * Builds an eip155 adapter and starts wallet discovery on `options.window`.
 *
 * @example
 * ```ts
 * const adapter = createEip155Adapter({ window })
 * adapter.listConnectors()
 * ```
 */
export function createEip155Adapter(options: Eip155AdapterOptions): Eip155Adapter {
  const adapter = new Eip155Adapter(options)
  adapter.start()
  return adapter
}
