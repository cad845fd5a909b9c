import {
  createPublicClient,
  formatUnits,
  getAddress,
  hexToBigInt,
  http,
  isHex,
  type PublicClient,
  stringToHex,
} from 'viem'
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
} from '../../core/chains/chainAdapter'
import type { FetchFn } from '../../core/deps'
import { PorticoError } from '../../core/errors/porticoError'
import { hexChainId, toAddEthereumChainParameter } from './addChainParameter'
import { Eip155Wallets, type Eip155Window } from './eip155Wallets'
import { toWalletError } from './providerErrors'
import { contractCallTransaction, toRpcTransaction } from './rpcTransaction'
import { type ActiveWallet, WalletSession } from './walletSession'

/** Codes that mean "this wallet has no wallet_revokePermissions": nothing to undo then. */
const REVOKE_UNSUPPORTED = new Set([4200, -32601])

export interface Eip155AdapterOptions {
  /** The window (or a stand-in EventTarget) where wallets announce or inject themselves. */
  window: Eip155Window
  /** Used for balance reads on a network's own RPC URL. Default: the global fetch. */
  fetch?: FetchFn
}

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
  /** Connectors the visitor disconnected: not restored by sync until connected again. */
  private readonly disconnected = new Set<string>()
  private readonly clients = new Map<string, PublicClient>()

  constructor(private readonly options: Eip155AdapterOptions) {
    this.wallets = new Eip155Wallets(options.window)
  }

  /** Starts wallet discovery (listening, and one eip6963:requestProvider). */
  start(): void {
    this.wallets.start()
  }

  /** Stops discovery and detaches from the active wallet's events. */
  dispose(): void {
    this.wallets.stop()
    this.session.deactivate()
  }

  listConnectors(): readonly AdapterConnector[] {
    return this.wallets.connectors()
  }

  watchConnectors(listener: (connectors: readonly AdapterConnector[]) => void): () => void {
    return this.wallets.discovery.subscribe(() => listener(this.wallets.connectors()))
  }

  async connect({
    connectorId,
  }: {
    connectorId: string
    network: CaipNetwork
  }): Promise<AdapterConnection> {
    const provider = this.providerFor(connectorId)
    const accounts = await call<string[]>(provider, 'eth_requestAccounts')
    this.disconnected.delete(connectorId)
    return this.establish(connectorId, provider, accounts)
  }

  async syncConnection({
    connectorId,
  }: {
    connectorId: string
    network: CaipNetwork
  }): Promise<AdapterConnection | undefined> {
    if (this.disconnected.has(connectorId)) return undefined
    const provider = this.wallets.provider(connectorId)
    if (!provider) return undefined
    const accounts = await call<string[]>(provider, 'eth_accounts')
    return accounts.length > 0 ? this.establish(connectorId, provider, accounts) : undefined
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

  async getBalance({ address, network }: { address: string; network: CaipNetwork }) {
    const rpcUrl = network.rpcUrls.default.http[0]
    if (!rpcUrl) {
      throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', {
        details: `${network.caipNetworkId} has no RPC URL`,
      })
    }
    try {
      const wei = await this.client(rpcUrl).getBalance({ address: getAddress(address) })
      return {
        balance: formatUnits(wei, network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol,
      }
    } catch (cause) {
      throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', {
        details: `eth_getBalance on ${network.caipNetworkId}`,
        cause,
      })
    }
  }

  async switchNetwork({ network }: { network: CaipNetwork }): Promise<void> {
    await call(this.activeWallet().provider, 'wallet_switchEthereumChain', [
      { chainId: hexChainId(network) },
    ])
  }

  async addNetwork({ network }: { network: CaipNetwork }): Promise<void> {
    await call(this.activeWallet().provider, 'wallet_addEthereumChain', [
      toAddEthereumChainParameter(network),
    ])
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

  async estimateGas({
    transaction,
    network,
  }: {
    transaction: AdapterTransaction
    network: CaipNetwork
  }): Promise<bigint> {
    const wallet = await this.walletOn(network)
    const gas = await call<string>(wallet.provider, 'eth_estimateGas', [
      toRpcTransaction(transaction, sender(wallet, transaction)),
    ])
    return hexToBigInt(gas as `0x${string}`)
  }

  async sendTransaction({
    transaction,
    network,
  }: {
    transaction: AdapterTransaction
    network: CaipNetwork
  }): Promise<string> {
    const wallet = await this.walletOn(network)
    return call<string>(wallet.provider, 'eth_sendTransaction', [
      toRpcTransaction(transaction, sender(wallet, transaction)),
    ])
  }

  async writeContract({
    call: contractCall,
    network,
  }: {
    call: AdapterContractCall
    network: CaipNetwork
  }): Promise<string> {
    return this.sendTransaction({ transaction: contractCallTransaction(contractCall), network })
  }

  subscribe(listener: (event: AdapterEvent) => void): () => void {
    return this.session.subscribe(listener)
  }

  private providerFor(connectorId: string): Eip1193Provider {
    const provider = this.wallets.provider(connectorId)
    if (!provider) throw new PorticoError('CONNECTOR_NOT_FOUND', { details: connectorId })
    return provider
  }

  private activeWallet(): ActiveWallet {
    const wallet = this.session.active
    if (!wallet)
      throw new PorticoError('WALLET_DISCONNECTED', { details: 'no eip155 wallet is connected' })
    return wallet
  }

  /** The active wallet, checked to sit on `network`, so nothing is sent on the wrong chain. */
  private async walletOn(network: CaipNetwork): Promise<ActiveWallet> {
    const wallet = this.activeWallet()
    const chainId = await call<string>(wallet.provider, 'eth_chainId')
    if (!isHex(chainId) || hexToBigInt(chainId) !== BigInt(network.id)) {
      throw new PorticoError('WALLET_CHAIN_DISCONNECTED', {
        details: `the wallet is on chain ${chainId}, the request is for ${network.caipNetworkId}`,
      })
    }
    return wallet
  }

  private async establish(
    connectorId: string,
    provider: Eip1193Provider,
    accounts: readonly string[],
  ): Promise<AdapterConnection> {
    const chainId = await call<string>(provider, 'eth_chainId')
    const addresses = accounts.map((account) => getAddress(account))
    const [address] = addresses
    if (!address || !isHex(chainId)) {
      throw new PorticoError('WALLET_UNAUTHORIZED', {
        details: 'the wallet returned no account or chain',
      })
    }
    this.session.activate(connectorId, provider, address)
    return {
      address,
      chainId: hexToBigInt(chainId).toString(),
      accounts: addresses.map((account) => ({ address: account, type: 'eoa' as const })),
      connectorId,
    }
  }

  private client(rpcUrl: string): PublicClient {
    let client = this.clients.get(rpcUrl)
    if (!client) {
      const fetchFn = this.options.fetch ?? ((input, init) => globalThis.fetch(input, init))
      client = createPublicClient({
        transport: http(rpcUrl, {
          fetchFn: (input, init) => fetchFn(String(input), init),
          retryCount: 0,
        }),
      })
      this.clients.set(rpcUrl, client)
    }
    return client
  }
}

function sender(wallet: ActiveWallet, transaction: AdapterTransaction): string {
  const from = transaction.from ?? wallet.address
  if (!from) throw new PorticoError('WALLET_UNAUTHORIZED', { details: 'no account to send from' })
  return from
}

/** One provider request, its errors mapped by toWalletError. */
async function call<T = unknown>(
  provider: Eip1193Provider,
  method: string,
  params?: AdapterRequest['params'],
): Promise<T> {
  try {
    return (await provider.request(params === undefined ? { method } : { method, params })) as T
  } catch (error) {
    throw toWalletError(error)
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
