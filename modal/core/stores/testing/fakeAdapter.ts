import type { CaipNetwork, ChainNamespace } from '../../caip/types'
import type {
  AdapterConnection,
  AdapterConnector,
  AdapterEvent,
  AdapterRequest,
  ChainAdapter,
  TransferFee,
  TransferRequest,
} from '../../chains/chainAdapter'

/** A scriptable ChainAdapter for tests: set the fields to change what it answers. */
export class FakeAdapter implements ChainAdapter {
  connectors: AdapterConnector[] = [{ id: 'injected', name: 'Browser Wallet', type: 'INJECTED' }]
  address = '0x1111111111111111111111111111111111111111'
  chainId = '1'
  /** When set, connect() throws it. */
  connectError: unknown
  /** What syncConnection answers; an Error is thrown. */
  syncResult: AdapterConnection | undefined | Error
  /** Errors switchNetwork throws, one per call, in order. */
  switchErrors: unknown[] = []
  disconnectError: unknown
  balance = { balance: '1.5', symbol: 'ETH' }
  readonly calls: string[] = []
  private listeners = new Set<(event: AdapterEvent) => void>()
  addNetwork?: (params: { network: CaipNetwork }) => Promise<void>
  /** Set to give this fake a `signMessage` ability (sign-in, names). */
  signMessage?: (params: { message: string; address: string }) => Promise<string>
  /** Set to give this fake a `request` ability. */
  request?: (request: AdapterRequest) => Promise<unknown>
  /** Set to give this fake the send port (see {@link withTransfers}). */
  transfer?: (request: TransferRequest) => Promise<string>
  estimateTransferFee?: (request: TransferRequest) => Promise<TransferFee>
  isValidAddress?: (address: string) => boolean

  constructor(readonly namespace: ChainNamespace = 'eip155') {
    this.addNetwork = async ({ network }) => {
      this.calls.push(`addNetwork:${network.caipNetworkId}`)
    }
  }

  listConnectors(): readonly AdapterConnector[] {
    return this.connectors
  }

  async connect(params: { connectorId: string; network: CaipNetwork }): Promise<AdapterConnection> {
    this.calls.push(`connect:${params.connectorId}:${params.network.caipNetworkId}`)
    if (this.connectError) throw this.connectError
    return this.connection(params.connectorId)
  }

  async syncConnection(params: { connectorId: string }): Promise<AdapterConnection | undefined> {
    this.calls.push(`sync:${params.connectorId}`)
    if (this.syncResult instanceof Error) throw this.syncResult
    return this.syncResult
  }

  async disconnect(): Promise<void> {
    this.calls.push('disconnect')
    if (this.disconnectError) throw this.disconnectError
  }

  async getBalance(): Promise<{ balance: string; symbol: string }> {
    this.calls.push('getBalance')
    return this.balance
  }

  async switchNetwork({ network }: { network: CaipNetwork }): Promise<void> {
    this.calls.push(`switch:${network.caipNetworkId}`)
    const error = this.switchErrors.shift()
    if (error) throw error
    this.chainId = String(network.id)
  }

  subscribe(listener: (event: AdapterEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Pushes a wallet event to subscribers. */
  emit(event: AdapterEvent): void {
    for (const listener of this.listeners) listener(event)
  }

  get listenerCount(): number {
    return this.listeners.size
  }

  /** The connection this wallet would report. */
  connection(connectorId = 'injected'): AdapterConnection {
    return {
      address: this.address,
      chainId: this.chainId,
      accounts: [{ address: this.address, type: 'eoa' }],
      connectorId,
    }
  }
}

/** What {@link withTransfers} records and answers. */
export interface FakeTransfers {
  /** Every transfer the wallet was asked for, in order. */
  sent: TransferRequest[]
  /** The fee every estimate answers. */
  fee: bigint
  /** When set, transfer() throws it (a rejection, say). */
  error: unknown
  /** When set, transfer() waits for it before answering. */
  gate: Promise<void> | undefined
}

/**
 * Gives a FakeAdapter the family-neutral send port: 0x + 40 hex addresses, a fixed fee, and
 * transfers recorded (or failed with `error`).
 *
 * @example
 * ```ts
 * const transfers = withTransfers(adapter)
 * transfers.error = { code: 4001, message: 'User rejected' }
 * ```
 */
export function withTransfers(adapter: FakeAdapter, fee = 21_000n * 10n ** 9n): FakeTransfers {
  const state: FakeTransfers = { sent: [], fee, error: undefined, gate: undefined }
  adapter.isValidAddress = (address) => /^(0x)?[0-9a-fA-F]{40}$/.test(address)
  adapter.estimateTransferFee = async () => ({ fee: state.fee })
  adapter.transfer = async (request) => {
    await state.gate
    if (state.error) throw state.error
    state.sent.push(request)
    return `0x${'ab'.repeat(32)}`
  }
  return state
}
