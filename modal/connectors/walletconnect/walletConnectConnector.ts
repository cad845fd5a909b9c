import type { TimerId } from '../../core/clock/clock'
import { PorticoError } from '../../core/errors/porticoError'
import type {
  PairingOffer,
  TransportLoadOptions,
  WalletConnectConnectorOptions,
  WalletConnectEvents,
} from './connectorTypes'
import { buildProposalNamespaces } from './namespaces'
import { PairingAttempt, toPairingError } from './pairingAttempt'
import {
  isPairingUriExpired,
  issuePairingUri,
  msUntilPairingUriExpires,
  type PairingUri,
} from './pairingUri'
import type { WalletConnectSession, WalletConnectTransport } from './transport'
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
 * Spelled out rather than imported from storageSchema, which would pull zod into this entry.
 */
export const WALLETCONNECT_STORAGE_PREFIX = '@portico/wc/'

const loadSignClientTransport = async (options: TransportLoadOptions) =>
  (await import('./signClientTransport')).openSignClientTransport(options)

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
  private transportPromise: Promise<WalletConnectTransport> | undefined
  private attempt: PairingAttempt | undefined
  private refreshTimer: TimerId | undefined
  private pairing: PairingUri | undefined
  private current: WalletConnectSession | undefined
  private unsubscribeTransport: (() => void) | undefined
  private detectedPlatform: WalletConnectConnectorOptions['platform'] = 'default'

  constructor(private readonly options: WalletConnectConnectorOptions) {
    this.storage = createWcKeyValueStorage(
      options.storage,
      options.storageKeyPrefix ?? WALLETCONNECT_STORAGE_PREFIX,
    )
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
    return this.pairing
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
    const reuse = platform === 'messagingApp' || platform === 'iosSafari'
    if (reuse && this.attempt) {
      await this.attempt.inFlight?.catch(() => undefined)
      const { attempt, pairing } = this
      if (attempt && pairing && !isPairingUriExpired(pairing, this.options.clock.now())) {
        // Announced again: whoever shows the URI may have dropped it when the visitor left
        // (a closed modal) and now waits for one to show (issue: no link on the second open).
        this.events.emit('uri', pairing)
        return { ...pairing, approval: attempt.approval }
      }
    }
    const attempt = this.attempt ?? this.startAttempt()
    const pairing = await attempt.issue(() => this.propose(attempt))
    return { ...pairing, approval: attempt.approval }
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
    if (!chainId)
      throw new PorticoError('CHAIN_REQUIRED', { details: 'The session lists no chain' })
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
    this.unsubscribeTransport?.()
    this.events.clear()
    const transport = this.transportPromise
    this.transportPromise = undefined
    if (transport) await (await transport).close()
  }

  private startAttempt(): PairingAttempt {
    const attempt = new PairingAttempt()
    this.attempt = attempt
    attempt.approval.then(
      (session) => {
        if (this.attempt === attempt) this.resetPairing()
        this.current = session
        this.events.emit('session', session)
      },
      () => {
        if (this.attempt === attempt) this.resetPairing()
      },
    )
    return attempt
  }

  private async propose(attempt: PairingAttempt): Promise<PairingUri> {
    const namespaces =
      this.options.namespaces ?? buildProposalNamespaces(this.options.networks ?? [])
    // With the relay unreachable the library gives up after about 75 s of retries.
    const { uri, approval } = await (await this.transport())
      .propose(namespaces)
      .catch((error: unknown) => {
        throw toPairingError(error)
      })
    attempt.follow(approval)
    const pairing = issuePairingUri(uri, this.options.clock.now())
    if (this.attempt !== attempt || attempt.settled) return pairing
    this.pairing = pairing
    this.scheduleRefresh(attempt, pairing)
    this.events.emit('uri', pairing)
    return pairing
  }

  private scheduleRefresh(attempt: PairingAttempt, pairing: PairingUri): void {
    const { clock } = this.options
    clock.clearTimeout(this.refreshTimer)
    this.refreshTimer = clock.setTimeout(
      () => {
        if (this.attempt !== attempt || attempt.settled) return
        attempt.issue(() => this.propose(attempt)).catch((error) => attempt.fail(error))
      },
      msUntilPairingUriExpires(pairing, clock.now()),
    )
  }

  /**
   * The library closed its relay connection for good: the attempt fails (the view offers a
   * retry) and the next attempt opens a fresh transport. Listeners map the message to an alert.
   */
  private onProviderError(message: string): void {
    this.events.emit('providerError', { message })
    const transport = this.transportPromise
    this.transportPromise = undefined
    this.unsubscribeTransport?.()
    void transport?.then((t) => t.close()).catch(() => undefined)
    this.resetPairing(new PorticoError('SOMETHING_WENT_WRONG', { details: message }))
  }

  private resetPairing(reason?: unknown): void {
    this.options.clock.clearTimeout(this.refreshTimer)
    this.refreshTimer = undefined
    this.pairing = undefined
    const attempt = this.attempt
    this.attempt = undefined
    if (reason && attempt && !attempt.settled) attempt.fail(reason)
  }

  private transport(): Promise<WalletConnectTransport> {
    // A failed load is forgotten, so that the next call tries again.
    this.transportPromise ??= this.openTransport().catch((error: unknown) => {
      this.transportPromise = undefined
      // The relay may refuse the credentials while the client starts (a known provider error).
      if (error instanceof Error) this.events.emit('providerError', { message: error.message })
      throw error
    })
    return this.transportPromise
  }

  private async openTransport(): Promise<WalletConnectTransport> {
    const { projectId, relayUrl, metadata } = this.options
    const load = this.options.loadTransport ?? loadSignClientTransport
    const customStoragePrefix = this.options.customStoragePrefix ?? 'portico'
    const transport = await load({
      projectId,
      relayUrl,
      metadata,
      storage: this.storage,
      customStoragePrefix,
    })
    this.unsubscribeTransport = transport.subscribe((event) => {
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
    })
    return transport
  }
}

function firstChain(session: WalletConnectSession): string | undefined {
  const ns = Object.values(session.namespaces)[0]
  // `chains` is optional in the protocol; accounts always carry their chain (CAIP-10).
  return ns?.chains[0] ?? ns?.accounts[0]?.split(':').slice(0, 2).join(':')
}
