import type { AccountType, CaipNetwork, ChainNamespace } from '../caip/types'
import type {
  AdapterCall,
  AdapterCallsStatus,
  AdapterGrantedPermissions,
  AdapterPermissionRequest,
} from './walletCallTypes'

export type * from './walletCallTypes'

import type { TokenOption } from '../options/tokenOption'
import type { TokenBalance } from '../services/blockchainApi/types'

/**
 * An account a wallet exposes, with its type (SPEC §3 allAccounts).
 *
 * @example
 * ```ts
 * const account: AdapterAccount = { address: '0xf39F…2266', type: 'eoa' }
 * ```
 */
export interface AdapterAccount {
  address: string
  type: AccountType
  /** The name the wallet gives the account (polkadot extensions name every account). */
  name?: string
}

/**
 * What a successful connect or sync yields.
 *
 * @example
 * ```ts
 * const { address, chainId }: AdapterConnection = await adapter.connect({ connectorId, network })
 * ```
 */
export interface AdapterConnection {
  /** The active account's address, in the namespace's own format. */
  address: string
  /** The CAIP-2 reference of the network the wallet is on, e.g. "1" for eip155:1. */
  chainId: string
  accounts: readonly AdapterAccount[]
  connectorId: string
}

/**
 * Events a wallet pushes after connect.
 *
 * @example
 * ```ts
 * adapter.subscribe((event: AdapterEvent) => {
 *   if (event.type === 'chainChanged') console.log(event.chainId)
 * })
 * ```
 */
export type AdapterEvent =
  | { type: 'accountsChanged'; address: string | undefined }
  | { type: 'chainChanged'; chainId: string }
  | { type: 'disconnect' }

/**
 * A connector an adapter discovered (an injected or announced wallet, say).
 *
 * @example
 * ```ts
 * const names = adapter.listConnectors().map((connector: AdapterConnector) => connector.name)
 * ```
 */
export interface AdapterConnector {
  id: string
  name: string
  type: 'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'AUTH'
  imageUrl?: string
  rdns?: string
  explorerId?: string
}

/**
 * A request that may need the visitor's approval (SPEC §4, §6).
 *
 * @example
 * ```ts
 * const request: AdapterRequest = { method: 'personal_sign', params: ['0x48656c6c6f', address] }
 * ```
 */
export interface AdapterRequest {
  method: string
  params?: readonly unknown[] | Record<string, unknown>
}

/** A transaction as the core hands it to an adapter (eip155 shape; amounts in base units). */
export interface AdapterTransaction {
  to: string
  /** The sender; the connected account when absent. */
  from?: string
  value?: bigint
  data?: string
  gas?: bigint
}

/** A contract call for {@link ChainAdapter.writeContract}; `abi` is the contract's JSON ABI. */
export interface AdapterContractCall {
  address: string
  abi: readonly unknown[]
  functionName: string
  args?: readonly unknown[]
  value?: bigint
}

/**
 * The one narrow interface a chain family implements. The core never imports a chain library;
 * an adapter is loaded lazily when its namespace is used. An optional ability is an optional
 * method: a namespace that cannot do something leaves it out rather than stubbing it.
 *
 * Provider errors are thrown as-is (with their numeric `code`); the core maps them.
 * An adapter may instead throw a typed PorticoError that keeps the number as `providerCode`
 * and the provider's error as `cause` (eip155 does, see modal/chains/eip155/providerErrors.ts).
 *
 * @example
 * ```ts
 * const adapter: ChainAdapter = await loadEip155Adapter({ window })
 * const { address } = await adapter.connect({ connectorId: 'io.metamask', network: ethereum })
 * ```
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** Wallets this adapter can connect through, discovered without prompting the visitor. */
  listConnectors(): readonly AdapterConnector[]
  /**
   * Calls `listener` with the new list whenever a connector appears after the first
   * listConnectors (a wallet that announces itself late); returns the unsubscribe function.
   */
  watchConnectors?(listener: (connectors: readonly AdapterConnector[]) => void): () => void
  /** Asks the wallet behind `connectorId` for its accounts (may prompt the visitor). */
  connect(params: { connectorId: string; network: CaipNetwork }): Promise<AdapterConnection>
  /** Restores an earlier connection without prompting; undefined when there is none. */
  syncConnection(params: {
    connectorId: string
    network: CaipNetwork
  }): Promise<AdapterConnection | undefined>
  disconnect(): Promise<void>
  /**
   * The native balance as a decimal string in whole units, e.g. "1.5"; `unconfirmed`, where the
   * chain has a mempool (bitcoin), is the part of it not yet in a block.
   */
  getBalance(params: { address: string; network: CaipNetwork }): Promise<{
    balance: string
    symbol: string
    unconfirmed?: string
  }>
  /** Moves the wallet to `network`; throws the provider's error (4902 and friends) as-is. */
  switchNetwork(params: { network: CaipNetwork }): Promise<void>
  /** Teaches the wallet a network it lacks (EIP-3085 on eip155). */
  addNetwork?(params: { network: CaipNetwork }): Promise<void>
  signMessage?(params: { message: string; address: string }): Promise<string>
  /** Sends a prepared request to the connected wallet (transactions, typed data, …). */
  request?(request: AdapterRequest): Promise<unknown>
  /** Estimates the gas of a transaction from the connected account, in gas units. */
  estimateGas?(params: { transaction: AdapterTransaction; network: CaipNetwork }): Promise<bigint>
  /** Sends a transaction through the connected wallet; resolves to its hash. */
  sendTransaction?(params: {
    transaction: AdapterTransaction
    network: CaipNetwork
  }): Promise<string>
  /** Encodes and sends a contract call through the connected wallet; resolves to its hash. */
  writeContract?(params: { call: AdapterContractCall; network: CaipNetwork }): Promise<string>
  /**
   * Sends value (native or a token) from the connected account; resolves to the transaction id
   * once the chain accepted it. Families that can send implement it; the send feature uses
   * nothing else, so it is written once for every family.
   */
  transfer?(params: TransferRequest): Promise<string>
  /** Estimates the fee of {@link ChainAdapter.transfer} for the same request. */
  estimateTransferFee?(params: TransferRequest): Promise<TransferFee>
  /**
   * The account's token balances as the connected wallet reports them (EIP-7811 on eip155),
   * undefined when the wallet offers none; rejects when the wallet's answer is refused.
   */
  getWalletAssets?(params: {
    address: string
    network: CaipNetwork
  }): Promise<TokenBalance[] | undefined>
  /**
   * The balances of the host's `tokens` on `network` (SPEC §3 Options.tokens), read from the
   * chain through the network's RPC: an ERC-20 multicall on eip155, the owner's token accounts
   * on solana. A token the chain cannot read is left out; rejects when the node cannot be read.
   */
  readTokenBalances?(params: {
    address: string
    network: CaipNetwork
    tokens: readonly TokenOption[]
  }): Promise<TokenBalance[]>
  /** EIP-5792: whether the connected wallet executes a batch of calls atomically. */
  supportsAtomicBatch?(params: { network: CaipNetwork }): Promise<boolean>
  /** EIP-5792 wallet_sendCalls: sends `calls` as one batch; resolves with the batch id. */
  sendCalls?(params: { calls: readonly AdapterCall[]; network: CaipNetwork }): Promise<string>
  /** EIP-5792 wallet_getCallsStatus of a batch sent with {@link ChainAdapter.sendCalls}. */
  getCallsStatus?(params: { id: string }): Promise<AdapterCallsStatus>
  /** ERC-7715: whether the connected wallet grants permissions (its capabilities say so). */
  supportsPermissions?(params: { network: CaipNetwork }): Promise<boolean>
  /** ERC-7715 wallet_grantPermissions: the visitor approves; resolves with what was granted. */
  grantPermissions?(params: {
    request: AdapterPermissionRequest
    network: CaipNetwork
  }): Promise<AdapterGrantedPermissions>
  /** ERC-7715 wallet_revokePermissions of a grant's permissions context. */
  revokePermissions?(params: { permissionsContext: string }): Promise<void>
  /** A name's address and avatar read from the chain (ENS on eip155); undefined when unknown. */
  resolveName?(params: {
    name: string
    network: CaipNetwork
  }): Promise<{ address: string; avatar?: string } | undefined>
  /**
   * The address's own name and avatar read from the chain (the forward-verified ENS primary
   * name on eip155); undefined when it has none or the chain holds no registry.
   */
  lookupAddressName?(params: {
    address: string
    network: CaipNetwork
  }): Promise<{ name: string; avatar?: string } | undefined>
  /** Whether `address` is well formed for this namespace (and the given network, if any). */
  isValidAddress?(address: string, network?: CaipNetwork): boolean
  /**
   * The connected wallet's own provider (EIP-1193 on eip155; see NamespaceProviders), for hosts
   * that talk to the wallet directly (viem `custom()`, ethers, wagmi). Undefined while nothing
   * is connected. Requests sent through it go straight to the wallet, not through Portico.
   */
  getProvider?(): unknown
  /** Subscribes to wallet events; returns the unsubscribe function. */
  subscribe?(listener: (event: AdapterEvent) => void): () => void
  /**
   * Watches `network`'s node for new pending transactions (AppKit's `pendingTransactionsFilter`,
   * off unless the host turns it on in the adapter's options): calls `listener` with each new
   * batch of hashes; returns the stop function. The instance stops it at SPEC §9's limit.
   */
  watchPendingTransactions?(
    network: CaipNetwork,
    listener: (hashes: readonly string[]) => void,
  ): () => void
}

/**
 * A transfer of value as the send feature asks for it, the same for every chain family: the
 * adapter builds the family's own transaction (an eip155 native send or ERC-20 `transfer`, a
 * Solana SystemProgram or SPL transfer, a polkadot balances transfer, a bitcoin PSBT).
 */
export interface TransferRequest {
  /** The receiver, in the namespace's own address format. */
  to: string
  /** The amount in the token's base units. */
  amount: bigint
  /** The token to send; the network's native token when absent. */
  token?: { address: string; decimals: number; symbol: string }
  network: CaipNetwork
}

/** What a transfer will cost, in the network's native base units. */
export interface TransferFee {
  fee: bigint
}

/**
 * Loads an adapter on first use, so its chain library is fetched only then.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks, adapters: { eip155: () => loadEip155Adapter({ window }) } })
 * ```
 */
export type ChainAdapterLoader = () => Promise<ChainAdapter>
