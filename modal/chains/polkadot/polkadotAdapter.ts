import type { Signer } from '@polkadot/api/types'
import { decodeAddress } from '@polkadot/util-crypto'
import type { CaipNetwork } from '../../core/caip/types'
import type {
  AdapterConnection,
  AdapterEvent,
  ChainAdapter,
  TransferFee,
  TransferRequest,
} from '../../core/chains/chainAdapter'
import { featureError } from '../../core/errors/featureMessages'
import { PorticoError } from '../../core/errors/porticoError'
import { toWalletError as toExtensionError } from '../../core/errors/walletError'
import {
  type InjectedAccount,
  type InjectedExtension,
  injectedConnectors,
  injectedProviders,
  isInjectedExtension,
  validAccounts,
} from './injectedWeb3'
import { freeBalance, PolkadotApis } from './polkadotApi'
import { signMessageRaw } from './polkadotSign'
import { buildTransfer, sendTransfer } from './polkadotTransfer'

/**
 * What the polkadot adapter is built with.
 *
 * @example
 * ```ts
 * const adapter = await loadPolkadotAdapter({ window, appName: 'My site' } satisfies PolkadotAdapterOptions)
 * ```
 */
export interface PolkadotAdapterOptions {
  /** Where extensions inject themselves (`window.injectedWeb3`). */
  window: object
  /** The name extensions show when they ask the visitor to authorise the site. */
  appName: string
}

type ConnectParams = { connectorId: string; network: CaipNetwork }

interface Session {
  connectorId: string
  extension: InjectedExtension
  address: string
  network: CaipNetwork
  off: (() => void) | undefined
}

/** ss58 only: decodeAddress also takes raw hex keys, which are not addresses to send to. */
export function isValidPolkadotAddress(address: string): boolean {
  if (address.startsWith('0x')) return false
  try {
    return decodeAddress(address).length === 32
  } catch {
    return false
  }
}

/**
 * The polkadot ChainAdapter on @polkadot/api over `window.injectedWeb3` extensions
 * (polkadot{.js}, Talisman, SubWallet): connect with `enable(appName)`, restore, account
 * changes, the native free balance, keep-alive balances transfers signed by the extension and
 * followed to inclusion, and `signRaw` message signing, verified. Accounts are eoa (SPEC §6).
 *
 * @example
 * ```ts
 * const adapter = createPolkadotAdapter({ window, appName: 'My dapp' })
 * await adapter.connect({ connectorId: 'talisman', network: withPolkadotRpcUrl(polkadot, url) })
 * ```
 */
export class PolkadotAdapter implements ChainAdapter {
  readonly namespace = 'polkadot'
  private readonly apis = new PolkadotApis()
  private session: Session | undefined
  private readonly listeners = new Set<(event: AdapterEvent) => void>()

  constructor(private readonly options: PolkadotAdapterOptions) {}

  listConnectors() {
    return injectedConnectors(this.options.window)
  }

  async connect({ connectorId, network }: ConnectParams): Promise<AdapterConnection> {
    const connection = await this.open(connectorId, network)
    if (!connection) throw new PorticoError('WALLET_UNAUTHORIZED', { details: connectorId })
    return connection
  }

  /** Extensions remember a site they authorised: enable() answers again without a prompt. */
  async syncConnection({ connectorId, network }: ConnectParams) {
    if (!injectedProviders(this.options.window).has(connectorId)) return undefined
    return this.open(connectorId, network).catch(() => undefined)
  }

  async disconnect(): Promise<void> {
    this.endSession()
    await this.apis.disconnectAll()
  }

  async getBalance({ address, network }: { address: string; network: CaipNetwork }) {
    try {
      return await freeBalance(await this.apis.get(network), address, network)
    } catch (cause) {
      if (cause instanceof PorticoError) throw cause
      throw new PorticoError('TOKEN_BALANCE_UNAVAILABLE', {
        details: `system.account on ${network.caipNetworkId}`,
        cause,
      })
    }
  }

  /** Extensions sign for any chain: the adapter reads and submits on `network` from now on. */
  async switchNetwork({ network }: { network: CaipNetwork }): Promise<void> {
    if (this.session) this.session.network = network
  }

  async signMessage({ message, address }: { message: string; address: string }) {
    const session = this.requireSession(address)
    return signMessageRaw(session.extension.signer, address, message)
  }

  async transfer(request: TransferRequest): Promise<string> {
    const session = this.requireSession()
    const api = await this.apis.get(request.network)
    const tx = buildTransfer(api, request)
    return sendTransfer(api, tx, session.address, session.extension.signer as Signer)
  }

  async estimateTransferFee(request: TransferRequest): Promise<TransferFee> {
    const session = this.requireSession()
    const api = await this.apis.get(request.network)
    const info = await buildTransfer(api, request).paymentInfo(session.address)
    return { fee: info.partialFee.toBigInt() }
  }

  isValidAddress(address: string): boolean {
    return isValidPolkadotAddress(address)
  }

  /** The connected extension (its `accounts` and `signer`), for hosts that talk to it. */
  getProvider(): InjectedExtension | undefined {
    return this.session?.extension
  }

  subscribe(listener: (event: AdapterEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private async open(connectorId: string, network: CaipNetwork) {
    const provider = injectedProviders(this.options.window).get(connectorId)
    if (!provider) throw featureError('CONNECTOR_NOT_FOUND', { details: connectorId })
    let extension: unknown
    let listed: unknown
    try {
      extension = await provider.enable(this.options.appName)
      if (!isInjectedExtension(extension)) throw new Error('enable() returned no extension')
      listed = await extension.accounts.get()
    } catch (error) {
      throw toExtensionError(error)
    }
    const accounts = this.usable(listed, network)
    const first = accounts[0]
    if (!first) return undefined
    this.endSession()
    const session: Session = {
      connectorId,
      extension,
      address: first.address,
      network,
      off: undefined,
    }
    this.session = session
    session.off = extension.accounts.subscribe?.((next) => this.onAccounts(session, next))
    return {
      address: first.address,
      chainId: String(network.id),
      accounts: accounts.map((a) => ({ address: a.address, type: 'eoa' as const, name: a.name })),
      connectorId,
    }
  }

  /** Accounts for this network: valid ss58, and either for any chain or for this genesis. */
  private usable(listed: unknown, network: CaipNetwork): InjectedAccount[] {
    const reference = String(network.id)
    return validAccounts(listed).filter(
      (a) =>
        isValidPolkadotAddress(a.address) &&
        (!a.genesisHash || a.genesisHash.slice(2, 34) === reference),
    )
  }

  /** The extension's first account is the active one (its order is the visitor's choice). */
  private onAccounts(session: Session, listed: InjectedAccount[]): void {
    if (this.session !== session) return
    const next = this.usable(listed, session.network)[0]?.address
    if (next === session.address) return
    if (next) session.address = next
    else this.endSession()
    this.emit({ type: 'accountsChanged', address: next })
  }

  private requireSession(address?: string): Session {
    const session = this.session
    if (!session || (address !== undefined && session.address !== address)) {
      throw new PorticoError('WALLET_UNAUTHORIZED', { details: address ?? 'no connected account' })
    }
    return session
  }

  private endSession(): void {
    this.session?.off?.()
    this.session = undefined
  }

  private emit(event: AdapterEvent): void {
    for (const listener of this.listeners) listener(event)
  }
}

/**
 * Creates the polkadot adapter.
 *
 * @example
 * ```ts
 * const adapter = createPolkadotAdapter({ window, appName: 'My dapp' })
 * ```
 */
export function createPolkadotAdapter(options: PolkadotAdapterOptions): PolkadotAdapter {
  return new PolkadotAdapter(options)
}
