import type { ChainNamespace } from './caip/types'
import type { AdapterRequest, ChainAdapter } from './chains/chainAdapter'
import type { ProviderOf } from './chains/providers'
import {
  adoptAdapter,
  loadListedAdapters,
  sendRequest,
  startWatchers,
  type WatcherName,
} from './createPorticoActions'
import { restoreVisit } from './createPorticoRestore'
import {
  attachApiTokenBalances,
  createBalanceStore,
  createConnectionStore,
  createModalStore,
  createNetworkStore,
  createRequestStore,
  createRouterStore,
} from './createPorticoStores'
import type { PorticoDeps } from './deps'
import { DisconnectEvents } from './events/disconnectEvents'
import { EventFeed, type PorticoEventListener } from './events/eventFeed'
import type { Features } from './options/features'
import type { ResolvedOptions } from './options/resolveOptions'
import type { RequestStore } from './requests/requestStore'
import { PorticoServices } from './services/porticoServices'
import { type InitialStateSync, syncInitialState } from './storage/initialStateSync'
import type { StorageNamespace } from './storage/instanceNamespace'
import { PorticoStorage } from './storage/porticoStorage'
import { storagePrefix } from './storage/storageSchema'
import { AdapterRegistry } from './stores/adapterRegistry'
import { AlertStore } from './stores/alertStore'
import type { BalanceStore } from './stores/balanceStore'
import { ChainStore } from './stores/chainStore'
import type { ConnectionStore } from './stores/connectionStore'
import { ConnectorsStore } from './stores/connectorsStore'
import type { ModalStore, OpenOptions } from './stores/modalStore'
import type { NetworkStore } from './stores/networkStore'
import type { PorticoPorts } from './stores/ports'
import type { RouterStore } from './stores/routerStore'
import { SignInStore } from './stores/signInStore'
import { SnackbarStore } from './stores/snackbarStore'
import { ThemeStore } from './stores/themeStore'

/**
 * The root store of one Portico instance. It owns every store; two instances share nothing.
 * Construction performs no I/O: storage is first read by {@link Portico.init}, adapters are
 * loaded when their namespace is first used, and nothing is fetched until a view asks.
 *
 * @example
 * ```ts
 * const portico = createPortico({ projectId, networks: [ethereum], adapters })
 * await portico.init()
 * portico.open()
 * ```
 */
export class Portico {
  readonly options: ResolvedOptions
  readonly deps: PorticoDeps
  readonly features: Features
  readonly storage: PorticoStorage
  readonly ports: PorticoPorts = {} // capabilities built elsewhere plug in here (attachPorts)
  readonly theme: ThemeStore
  readonly snackbar: SnackbarStore
  readonly alerts: AlertStore
  readonly signIn: SignInStore
  readonly chains: ChainStore
  readonly adapters: AdapterRegistry
  readonly connectors: ConnectorsStore
  readonly router: RouterStore
  readonly modal: ModalStore
  readonly connection: ConnectionStore
  readonly networks: NetworkStore
  readonly balances: BalanceStore
  readonly requests: RequestStore
  /** The backends (Blockchain API, wallet listing, analytics), each built on first use. */
  readonly services: PorticoServices
  /** The one event feed (SPEC §7 names): analytics, the hooks and the host read it. */
  readonly events: EventFeed
  /** Reports requested disconnects on the feed (DISCONNECT_SUCCESS or DISCONNECT_ERROR). */
  readonly disconnects: DisconnectEvents
  private readonly unsubscribers = new Map<ChainNamespace | WatcherName, () => void>()
  /** The server-rendered first state (`options.initialState`) and its cookie snapshot. */
  private readonly initialState: InitialStateSync
  private readonly namespace: StorageNamespace
  private initialized: Promise<void> | undefined

  /**
   * @param namespace - the storage namespace createPortico claimed for this instance; by
   *   default the storageKey's own prefix, unclaimed.
   */
  constructor(
    options: ResolvedOptions,
    deps: PorticoDeps,
    namespace: StorageNamespace = { prefix: storagePrefix(options.storageKey), release() {} },
  ) {
    this.options = options
    this.deps = deps
    this.features = options.features
    const { clock, logger } = deps
    this.namespace = namespace
    this.storage = new PorticoStorage(deps.storage, logger, namespace.prefix)
    // The sign-in sessions live in this instance's namespace too (SPEC §3 prefixed keys).
    options.siwx?.bindStorage?.(namespace.prefix)
    this.events = new EventFeed(clock, (error) => logger.warn('event listener', error))
    this.disconnects = new DisconnectEvents(this.events)
    this.theme = ThemeStore.fromOptions(options)
    this.snackbar = new SnackbarStore(clock)
    this.alerts = new AlertStore()
    this.signIn = new SignInStore(options.siwx?.required === true)
    const { networks, defaultAccountTypes, defaultNetwork } = options
    this.chains = new ChainStore(networks, defaultAccountTypes, defaultNetwork)
    this.adapters = new AdapterRegistry(options.adapters ?? {}, (adapter) => this.adopt(adapter))
    // The stores that call one another are wired in createPorticoStores.ts.
    const { features, platform, connectorAliases: aliases } = options
    this.connectors = new ConnectorsStore({
      features,
      platform,
      aliases,
      storage: this.storage,
      activeNamespace: () => this.chains.activeNamespace,
    })
    this.router = createRouterStore(this)
    this.requests = createRequestStore(this)
    this.modal = createModalStore(this)
    this.networks = createNetworkStore(this)
    this.connection = createConnectionStore(this)
    this.balances = createBalanceStore(this)
    this.services = new PorticoServices(this)
    attachApiTokenBalances(this)
    this.initialState = syncInitialState(this.chains, deps.storage, options.initialState)
    for (const [name, stop] of startWatchers(this, this.initialState)) {
      this.unsubscribers.set(name, stop)
    }
  }

  /**
   * Calls `listener` with every event (SPEC §7 names) of this instance; returns the unsubscribe.
   *
   * @example
   * ```ts
   * const stop = portico.subscribeEvents(({ data }) => console.log(data.event, data.properties))
   * stop()
   * ```
   */
  subscribeEvents(listener: PorticoEventListener): () => void {
    return this.events.subscribe(listener)
  }

  /**
   * The connected wallet's own provider on `namespace` (default: the active one), EIP-1193 on
   * eip155 for viem's `custom()` or ethers; undefined while not connected.
   *
   * @example
   * ```ts
   * const provider = portico.getProvider('eip155')
   * if (provider) createWalletClient({ transport: custom(provider) })
   * ```
   */
  getProvider<N extends ChainNamespace>(namespace: N): ProviderOf<N> | undefined
  getProvider(): unknown
  getProvider(namespace = this.chains.activeNamespace): unknown {
    if (!namespace || this.chains.status(namespace) !== 'connected') return undefined
    return this.adapters.get(namespace)?.getProvider?.()
  }

  /**
   * Restores an earlier visit (active network, recent wallets, smart-account networks) and
   * syncs its connections; a seeded `initialState` account no wallet confirms is cleared.
   * Later calls return the same promise.
   *
   * @example
   * ```ts
   * const portico = createPortico(options)
   * await portico.init()
   * ```
   */
  init(): Promise<void> {
    this.initialized ??= restoreVisit(this).then(() => this.initialState.dropUnconfirmed())
    return this.initialized
  }

  /**
   * Opens the modal (see {@link ModalStore.open} for the opening rules).
   *
   * @example
   * ```ts
   * portico.open({ view: 'Networks' })
   * ```
   */
  open(options?: OpenOptions): void {
    this.modal.open(options)
  }

  /**
   * Closes the modal unless closing is disabled; returns whether it closed.
   *
   * @example
   * ```ts
   * portico.close()
   * ```
   */
  close(): boolean {
    return this.modal.close()
  }

  /**
   * Plugs in capabilities built elsewhere (pairing, auth, send form, token balances).
   *
   * @example
   * ```ts
   * portico.attachPorts({ tokenBalances: blockchainApi, pairing: walletConnect })
   * ```
   */
  attachPorts(ports: Partial<PorticoPorts>): void {
    Object.assign(this.ports, ports)
  }

  /**
   * Loads the adapters whose connectors the connect view lists (the filtered namespace, or all).
   *
   * @example
   * ```ts
   * await portico.loadConnectors()
   * portico.connectors.visible
   * ```
   */
  loadConnectors(): Promise<void> {
    return loadListedAdapters(this)
  }

  /**
   * Sends a wallet request on the active (or given) namespace. The embedded wallet's go through
   * {@link RequestStore}'s approval gate; other wallets confirm in their own UI (SPEC §6).
   *
   * @example
   * ```ts
   * const signature = await portico.request({ method: 'personal_sign', params: [message, address] })
   * ```
   */
  request(request: AdapterRequest, namespace = this.chains.activeNamespace): Promise<unknown> {
    return sendRequest(this, request, namespace)
  }

  /**
   * Stops listening to wallets and drops pending timers; the instance is unusable afterwards.
   *
   * @example
   * ```ts
   * portico.destroy()
   * ```
   */
  destroy(): void {
    for (const unsubscribe of this.unsubscribers.values()) unsubscribe()
    this.unsubscribers.clear()
    this.requests.rejectAll()
    this.snackbar.hide()
    this.namespace.release()
  }

  private adopt(adapter: ChainAdapter): void {
    const unsubscribe = adoptAdapter(this, adapter)
    this.unsubscribers.get(adapter.namespace)?.()
    if (unsubscribe) this.unsubscribers.set(adapter.namespace, unsubscribe)
  }
}

// The factory lives beside the class; both keep their names here, where hosts import them.
export { type CreatePorticoOptions, createPortico } from './createPorticoFactory'
