import type { TransportLoadOptions, WalletConnectConnectorOptions } from './connectorTypes'
import type { TransportEvent, WalletConnectTransport } from './transport'
import type { WcKeyValueStorage } from './wcKeyValueStorage'

const loadSignClientTransport = async (options: TransportLoadOptions) =>
  (await import('./signClientTransport')).openSignClientTransport(options)

/** What the holder tells its connector. */
export interface TransportHolderHooks {
  /** Every event of the open transport. */
  onEvent(event: TransportEvent): void
  /** Opening failed with this message (the relay may refuse the credentials at start). */
  onOpenFailed(message: string): void
}

/**
 * The connector's one sign-client transport: opened (and its library imported) on first use,
 * shared by every caller while it lives, forgotten when it fails to open or is dropped, so
 * that the next use opens a fresh one.
 *
 * @example
 * ```ts
 * const holder = new TransportHolder(options, storage, { onEvent, onOpenFailed })
 * const transport = await holder.get()
 * ```
 */
export class TransportHolder {
  private promise: Promise<WalletConnectTransport> | undefined
  private unsubscribe: (() => void) | undefined

  constructor(
    private readonly options: WalletConnectConnectorOptions,
    private readonly storage: WcKeyValueStorage,
    private readonly hooks: TransportHolderHooks,
  ) {}

  /** The open transport, opening it when there is none. */
  get(): Promise<WalletConnectTransport> {
    this.promise ??= this.open().catch((error: unknown) => {
      this.promise = undefined
      if (error instanceof Error) this.hooks.onOpenFailed(error.message)
      throw error
    })
    return this.promise
  }

  /** Forgets the transport at once (the next use opens a fresh one) and closes it quietly. */
  drop(): void {
    const transport = this.promise
    this.promise = undefined
    this.unsubscribe?.()
    void transport?.then((t) => t.close()).catch(() => undefined)
  }

  /** Closes the transport and waits for it (page unload, tests). */
  async close(): Promise<void> {
    this.unsubscribe?.()
    const transport = this.promise
    this.promise = undefined
    if (transport) await (await transport).close()
  }

  private async open(): Promise<WalletConnectTransport> {
    const { projectId, relayUrl, metadata } = this.options
    const load = this.options.loadTransport ?? loadSignClientTransport
    const transport = await load({
      projectId,
      relayUrl,
      metadata,
      storage: this.storage,
      customStoragePrefix: this.options.customStoragePrefix ?? 'portico',
    })
    this.unsubscribe = transport.subscribe((event) => this.hooks.onEvent(event))
    return transport
  }
}
