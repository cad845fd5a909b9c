import { featureError } from '../../core/errors/featureMessages'
import { PorticoError } from '../../core/errors/porticoError'
import type {
  PairingOffer,
  WalletConnectConnectorOptions,
  WalletConnectEvents,
} from './connectorTypes'
import { buildProposalNamespaces } from './namespaces'
import { PairingFlow } from './pairingFlow'
import type { PairingUri } from './pairingUri'
import type { TransportEvent, WalletConnectSession, WalletConnectTransport } from './transport'
import { TransportHolder } from './transportHolder'
import { TypedEmitter } from './typedEmitter'
import { WalletConnectRpcError } from './walletConnectRpcError'
import {
  createWcKeyValueStorage,
  hasStoredSessions,
  type WcKeyValueStorage,
} from './wcKeyValueStorage'

export type {
  PairingOffer,
  TransportLoadOptions,
  WalletConnectConnectorOptions,
  WalletConnectEvents,
} from './connectorTypes'
export type { WalletConnectMetadata } from './offlineSignClient'
export type { PairingUri } from './pairingUri'
export type { WalletConnectSession } from './transport'

/**
 * Where the sign client's records go in the host storage: under Portico's own prefix (SPEC §3).
 * Spelled out rather than imported from storageSchema, which would pull the storage codecs into this entry.
 */
export const WALLETCONNECT_STORAGE_PREFIX = '@portico/wc/'

/**
 * Portico's site-side WalletConnect connector. Nothing loads or connects until `connect()` or
 * `restore()` is called; the sign client is then imported lazily.
 *
 * @example
 * ```ts
 * const wc = createWalletConnectConnector({ projectId, relayUrl, metadata, networks, clock, storage })
 * wc.on('uri', ({ uri }) => showQr(uri))
 * const { approval } = await wc.connect()
 * const session = await approval
 * const signature = await wc.request({ method: 'personal_sign', params: [hex, address], chainId: 'eip155:1' })
 * ```
 */
export function createWalletConnectConnector(
  options: WalletConnectConnectorOptions,
): WalletConnectConnector {
  return new WalletConnectConnector(options)
}

export class WalletConnectConnector {
  private readonly events = new TypedEmitter<WalletConnectEvents>()
  private readonly storage: WcKeyValueStorage
  private readonly transports: TransportHolder
  private readonly pairings: PairingFlow
  private current: WalletConnectSession | undefined
  private detectedPlatform: WalletConnectConnectorOptions['platform'] = 'default'

  constructor(private readonly options: WalletConnectConnectorOptions) {
    this.storage = createWcKeyValueStorage(
      options.storage,
      options.storageKeyPrefix ?? WALLETCONNECT_STORAGE_PREFIX,
    )
    this.transports = new TransportHolder(options, this.storage, {
      onEvent: (event) => this.onTransportEvent(event),
      // The relay may refuse the credentials while the client starts (a known provider error).
      onOpenFailed: (message) => this.events.emit('providerError', { message }),
    })
    this.pairings = new PairingFlow({
      clock: options.clock,
      propose: async () => {
        const { networks = [], namespaces = buildProposalNamespaces(networks) } = this.options
        return (await this.transport()).propose(namespaces)
      },
      onUri: (pairing) => this.events.emit('uri', pairing),
      // A client stuck opening its socket would hold every retry: the next one opens anew.
      onUnreachable: () => this.transports.drop(),
      onSession: (session) => {
        this.current = session
        this.events.emit('session', session)
      },
    })
  }

  /**
   * The platform the instance detected (set by the plugin from `portico.options.platform`);
   * an explicit `platform` option wins over it.
   */
  usePlatform(platform: NonNullable<WalletConnectConnectorOptions['platform']>): void {
    this.detectedPlatform = platform
  }

  /** The URI on show, while a connection attempt waits for a wallet. */
  get currentUri(): PairingUri | undefined {
    return this.pairings.uri
  }

  get session(): WalletConnectSession | undefined {
    return this.current
  }

  on<K extends keyof WalletConnectEvents>(
    event: K,
    listener: (value: WalletConnectEvents[K]) => void,
  ): () => void {
    return this.events.on(event, listener)
  }

  /**
   * Starts (or, in a messaging-app browser or iOS Safari, reuses) a pairing. A fresh URI
   * replaces this one when it expires, for as long as the attempt waits; listen to `uri`,
   * which is emitted for a reused URI too.
   * `approval` rejects with PorticoError USER_REJECTED when the wallet declines.
   */
  async connect(): Promise<PairingOffer> {
    const platform = this.options.platform ?? this.detectedPlatform
    return this.pairings.offer(platform === 'messagingApp' || platform === 'iosSafari')
  }

  /** The live session, else a new one: pairs and waits for the wallet's approval. */
  async ensureSession(): Promise<WalletConnectSession> {
    return this.current ?? (await (await this.connect()).approval)
  }

  /** Restores a stored session without prompting; loads nothing when storage holds none. */
  async restore(): Promise<WalletConnectSession | undefined> {
    if (!this.current && !(await hasStoredSessions(this.storage))) return undefined
    const sessions = (await this.transport()).sessions()
    const latest = [...sessions].sort((a, b) => b.expiry - a.expiry)[0]
    this.current = latest
    return latest
  }

  /** Sends a request to the wallet; rejects with {@link WalletConnectRpcError} when it refuses. */
  async request<T = unknown>(args: {
    method: string
    params?: unknown
    chainId?: string
  }): Promise<T> {
    const session = this.current
    if (!session)
      throw new PorticoError('WALLET_DISCONNECTED', { details: 'No WalletConnect session' })
    const chainId = args.chainId ?? firstChain(session)
    if (!chainId) throw featureError('CHAIN_REQUIRED', { details: 'The session lists no chain' })
    const transport = await this.transport()
    try {
      return (await transport.request({
        topic: session.topic,
        chainId,
        method: args.method,
        params: args.params ?? [],
      })) as T
    } catch (error) {
      throw WalletConnectRpcError.from(error)
    }
  }

  /** Ends the session (telling the wallet when it can) and resets the pairing (SPEC §4). */
  async disconnect(): Promise<void> {
    const session = this.current
    this.resetPairing(
      new PorticoError('REQUEST_ABORTED', { details: 'Disconnected while pairing' }),
    )
    this.current = undefined
    if (!session) return
    try {
      await (await this.transport()).disconnect(session.topic)
    } catch (error) {
      throw new PorticoError('FAILED_TO_DISCONNECT', { cause: error })
    } finally {
      this.events.emit('disconnect', undefined)
    }
  }

  /** Stops timers and closes the transport (page unload, tests). */
  async destroy(): Promise<void> {
    this.resetPairing(new PorticoError('REQUEST_ABORTED', { details: 'Connector destroyed' }))
    this.events.clear()
    await this.transports.close()
  }

  /**
   * The library closed its relay connection for good: the attempt fails (the view offers a
   * retry) and the next attempt opens a fresh transport. Listeners map the message to an alert.
   */
  private onProviderError(message: string): void {
    this.events.emit('providerError', { message })
    this.transports.drop()
    this.resetPairing(new PorticoError('SOMETHING_WENT_WRONG', { details: message }))
  }

  private resetPairing(reason?: unknown): void {
    this.pairings.reset(reason)
  }

  private transport(): Promise<WalletConnectTransport> {
    return this.transports.get()
  }

  /** Routes the transport's events of the live session; a provider error ends the attempt. */
  private onTransportEvent(event: TransportEvent): void {
    if (event.type === 'walletEvent' && event.topic === this.current?.topic) {
      this.events.emit('walletEvent', {
        name: event.name,
        data: event.data,
        chainId: event.chainId,
      })
    } else if (event.type === 'sessionUpdated' && event.session.topic === this.current?.topic) {
      this.current = event.session
      this.events.emit('session', event.session)
    } else if (event.type === 'sessionDeleted' && event.topic === this.current?.topic) {
      this.current = undefined
      this.events.emit('disconnect', undefined)
    } else if (event.type === 'providerError') {
      this.onProviderError(event.message)
    }
  }
}

function firstChain(session: WalletConnectSession): string | undefined {
  const ns = Object.values(session.namespaces)[0]
  // `chains` is optional in the protocol; accounts always carry their chain (CAIP-10).
  return ns?.chains[0] ?? ns?.accounts[0]?.split(':').slice(0, 2).join(':')
}
