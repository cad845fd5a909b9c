import { reportAnalytics } from './analyticsReporter'
import type { ChainNamespace } from './caip/types'
import type { AdapterRequest, ChainAdapter } from './chains/chainAdapter'
import type { ProviderOf } from './chains/providers'
import { createDefaultDeps, type PorticoDeps } from './deps'
import { PorticoError } from './errors/porticoError'
import { EventFeed, type PorticoEventListener } from './events/eventFeed'
import { watchStoreEvents } from './events/storeEvents'
import type { Features } from './options/features'
import type { PorticoOptions } from './options/options'
import { type ResolvedOptions, resolveOptions } from './options/resolveOptions'
import { type ConnectorPlugin, installConnectorPlugins } from './plugins/connectorPlugin'
import { RequestStore } from './requests/requestStore'
import { PorticoServices } from './services/porticoServices'
import { watchSignIn } from './signInWatcher'
import { type InitialStateSync, syncInitialState } from './storage/initialStateSync'
import { PorticoStorage } from './storage/porticoStorage'
import { storagePrefix } from './storage/storageSchema'
import { AdapterRegistry } from './stores/adapterRegistry'
import { AlertStore } from './stores/alertStore'
import { BalanceStore } from './stores/balanceStore'
import { ChainStore } from './stores/chainStore'
import { ConnectionStore } from './stores/connectionStore'
import { ConnectorsStore } from './stores/connectorsStore'
import { ModalStore, type OpenOptions } from './stores/modalStore'
import { NetworkStore } from './stores/networkStore'
import type { PorticoPorts } from './stores/ports'
import { toPorticoError } from './stores/providerErrors'
import { RouterStore } from './stores/routerStore'
import { SignInStore } from './stores/signInStore'
import { SnackbarStore } from './stores/snackbarStore'
import { ThemeStore } from './stores/themeStore'
import { usesEmbeddedWallet } from './walletRouting'

/**
 * The root store of one Portico instance. It owns every store; two instances share nothing.
 * Construction performs no I/O: storage is first read by {@link Portico.init}, adapters are
 * loaded when their namespace is first used, and nothing is fetched until a view asks.
 */
export class Portico {
  readonly options: ResolvedOptions
  readonly deps: PorticoDeps
  readonly features: Features
  readonly storage: PorticoStorage
  /** Capabilities built elsewhere (pairing, auth, send form, balances) plug in here. */
  readonly ports: PorticoPorts = {}
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
  private readonly unsubscribers = new Map<
    ChainNamespace | 'analytics' | 'events' | 'ssr' | 'siwx',
    () => void
  >()
  /** The server-rendered first state (`options.initialState`) and its cookie snapshot. */
  private readonly initialState: InitialStateSync
  private initialized: Promise<void> | undefined

  constructor(options: ResolvedOptions, deps: PorticoDeps) {
    this.options = options
    this.deps = deps
    this.features = options.features
    const { clock, logger } = deps
    const storage = new PorticoStorage(deps.storage, logger, storagePrefix(options.storageKey))
    this.storage = storage
    this.events = new EventFeed(clock, (error) => logger.warn('event listener', error))
    this.theme = new ThemeStore(options.themeMode ?? 'dark', options.themeVariables)
    this.snackbar = new SnackbarStore(clock)
    this.alerts = new AlertStore()
    this.signIn = new SignInStore(options.siwx?.required === true)
    this.chains = new ChainStore(
      options.networks,
      options.defaultAccountTypes,
      options.defaultNetwork,
    )
    this.adapters = new AdapterRegistry(options.adapters ?? {}, (adapter) => this.adopt(adapter))
    this.connectors = new ConnectorsStore({
      features: options.features,
      platform: options.platform,
      aliases: options.connectorAliases,
      storage,
    })
    this.router = new RouterStore({
      close: () => this.modal.close(),
      onBack: (left) => this.afterBack(left),
    })
    this.requests = new RequestStore({
      showApproval: () => this.modal.open({ view: 'ApproveTransaction' }),
      leaveApproval: () => {
        if (this.modal.isOpen && this.router.view === 'ApproveTransaction') this.router.goBack()
      },
      refreshNativeBalance: () => this.balances.refreshNativeBalance(),
      showError: (error) => this.snackbar.showError(error),
      reportNotAllowed: (error) => {
        this.modal.open()
        logger.error('wallet request refused', error)
      },
      clock,
    })
    this.modal = new ModalStore(clock, this.router, {
      device: options.platform.device,
      embedded: options.enableEmbedded,
      appendToPage: options.appendToPage,
      activeNamespace: () => this.chains.activeNamespace,
      hasAdapters: () => !this.adapters.isEmpty,
      hasAddress: () => this.chains.activeAddress !== undefined,
      isConnected: () => this.chains.isConnected(),
      focusNamespace: (namespace) => {
        if (namespace) this.chains.setActiveNamespace(namespace)
        else this.chains.clearNamespaceSwitch()
        this.connectors.setFilterByNamespace(namespace)
      },
      signInPending: () => this.signIn.isPending,
      rejectPendingRequests: () => {
        this.requests.rejectAll()
        this.connection.cancelConnecting()
      },
      onOpen: () => {
        if (!options.projectId) this.alerts.show('PROJECT_ID_NOT_CONFIGURED')
      },
    })
    this.networks = new NetworkStore({
      chains: this.chains,
      adapters: this.adapters,
      connectors: this.connectors,
      alerts: this.alerts,
      storage,
      ports: this.ports,
      allowUnsupportedChain: options.allowUnsupportedChain,
      showView: (view) => this.modal.open({ view }),
    })
    this.connection = new ConnectionStore({
      chains: this.chains,
      adapters: this.adapters,
      connectors: this.connectors,
      storage,
      ports: this.ports,
      siwx: options.siwx,
      logger,
      onChainId: (namespace, chainId) => this.networks.handleChainId(namespace, chainId),
      // SPEC §7: a failed disconnect is recorded as DISCONNECT_ERROR (issue 21).
      onDisconnectFailed: () => this.events.emit('DISCONNECT_ERROR'),
    })
    this.balances = new BalanceStore({
      chains: this.chains,
      adapters: this.adapters,
      ports: this.ports,
      snackbar: this.snackbar,
      logger,
      isUnsupportedNetwork: () => this.networks.isUnsupportedNetwork,
    })
    this.services = new PorticoServices(this)
    // Token balances come from the Blockchain API, when one is configured, unless the host
    // attaches another source; with neither, the Tokens tab is not shown.
    if (this.services.supports('tokenBalances')) {
      const services = this.services
      this.ports.tokenBalances = {
        getBalance: async (params) => {
          const api = services.api
          if (!api) return { balances: [] }
          // An unreadable supported-chains list is a failure, not "unsupported": it must not
          // read as "No tokens yet" (the client would answer its empty default).
          await api.getSupportedChains()
          return api.getBalance(params)
        },
      }
    }
    this.unsubscribers.set('events', watchStoreEvents(this, this.events))
    this.unsubscribers.set('analytics', reportAnalytics(this))
    this.initialState = syncInitialState(this.chains, deps.storage, options.initialState)
    this.unsubscribers.set('ssr', this.initialState.stop)
    if (options.siwx) this.unsubscribers.set('siwx', watchSignIn(this))
  }

  /**
   * Calls `listener` with every event of this instance (SPEC §7 names: MODAL_OPEN,
   * CONNECT_SUCCESS, SWITCH_NETWORK, …), the same feed analytics reads. Returns the unsubscribe.
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
   * The connected wallet's own provider on `namespace` (the active one by default): EIP-1193 on
   * eip155, so viem's `custom()` and ethers' `BrowserProvider` work with it. Undefined while the
   * namespace is not connected. Its requests go straight to the wallet.
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
   * Restores what an earlier visit persisted (active network, recent wallets, smart-account
   * networks) and syncs existing connections through the adapters of the namespaces that had
   * one; an account seeded from `options.initialState` that no wallet confirms is cleared. The
   * host or the lab calls it once; later calls return the same promise.
   *
   * @example
   * ```ts
   * const portico = createPortico(options)
   * await portico.init()
   * ```
   */
  init(): Promise<void> {
    this.initialized ??= this.restore().then(() => this.initialState.dropUnconfirmed())
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
   * Loads the adapters whose connectors the connect view lists: the filtered namespace, or
   * every registered one. The connect view calls this when it shows.
   *
   * @example
   * ```ts
   * await portico.loadConnectors()
   * portico.connectors.visible
   * ```
   */
  async loadConnectors(): Promise<void> {
    const filter = this.connectors.filterByNamespace
    const namespaces = filter ? [filter] : this.adapters.namespaces
    await Promise.all(
      namespaces
        .filter((ns) => this.adapters.has(ns))
        .map((ns) => this.adapters.load(ns).catch((e) => this.deps.logger.warn('adapter', e))),
    )
  }

  /**
   * Sends a wallet request on the active (or given) namespace. With the embedded wallet it goes
   * through the approval gate of {@link RequestStore} (unsafe methods wait for approval on
   * ApproveTransaction); any other wallet gets it directly and confirms in its own UI (SPEC §6).
   *
   * @example
   * ```ts
   * const signature = await portico.request({ method: 'personal_sign', params: [message, address] })
   * ```
   */
  async request(
    request: AdapterRequest,
    namespace = this.chains.activeNamespace,
  ): Promise<unknown> {
    const adapter = namespace ? this.adapters.get(namespace) : undefined
    const send = adapter?.request?.bind(adapter)
    if (!send || !namespace)
      throw new PorticoError('ADAPTER_NOT_FOUND', { details: String(namespace) })
    const execute = (r: AdapterRequest) => send(r).catch((e) => Promise.reject(toPorticoError(e)))
    if (!usesEmbeddedWallet(this.chains, namespace)) return execute(request)
    return this.requests.request(request, execute)
  }

  /**
   * Stops listening to wallets and drops pending timers. The instance is unusable afterwards.
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
  }

  private async restore(): Promise<void> {
    const { storage, chains } = this
    const stored = storage.get('activeCaipNetworkId')
    const network = stored && chains.findNetwork(stored)
    const storedNamespace = storage.get('activeNamespace')
    if (network) chains.setActiveCaipNetwork(network)
    else if (storedNamespace && chains.chains.has(storedNamespace)) {
      chains.setActiveNamespace(storedNamespace)
    }
    chains.clearNamespaceSwitch()
    this.connectors.restoreRecentWallets()
    const smartAccounts = storage.get('smartAccountEnabledNetworks')
    if (smartAccounts && chains.chains.has('eip155')) {
      chains.setNetwork('eip155', { smartAccountEnabledNetworks: smartAccounts })
    }
    const active = chains.activeNamespace
    await this.connection.syncConnections()
    // Syncing makes each connected namespace active in turn; the stored choice wins.
    if (active && chains.chains.has(active)) chains.setActiveNamespace(active)
    chains.clearNamespaceSwitch()
  }

  private adopt(adapter: ChainAdapter): void {
    const namespace = adapter.namespace
    this.chains.ensureChain(namespace)
    this.connectors.setChainConnectors(
      namespace,
      adapter.listConnectors().map(({ rdns, ...connector }) => ({
        ...connector,
        chain: namespace,
        ...(rdns ? { info: { rdns } } : {}),
      })),
    )
    const unsubscribe = adapter.subscribe?.((event) =>
      this.connection.handleAdapterEvent(namespace, event),
    )
    this.unsubscribers.get(namespace)?.()
    if (unsubscribe) this.unsubscribers.set(namespace, unsubscribe)
  }

  private afterBack(left: string): void {
    const namespace = this.chains.activeNamespace
    if (left !== 'ConnectingFarcaster' || !namespace || this.chains.isConnected()) return
    this.chains.setAccount(namespace, { farcasterUrl: undefined })
    Promise.resolve(this.ports.auth?.reload()).catch((e) => this.deps.logger.warn('auth reload', e))
  }
}

/**
 * {@link PorticoOptions} plus the wallet-connection plugins to install (e.g. WalletConnect).
 *
 * @example
 * ```ts
 * const options: CreatePorticoOptions = {
 *   projectId,
 *   networks,
 *   connectors: [walletConnect({ projectId, metadata })],
 * }
 * ```
 */
export interface CreatePorticoOptions extends PorticoOptions {
  /** Connector plugins, e.g. `[walletConnect({ projectId, relayUrl, metadata })]`. */
  connectors?: readonly ConnectorPlugin[]
}

/**
 * Creates a Portico instance: resolves the options against the SPEC §9 defaults, completes
 * the dependencies and installs the `connectors` plugins (their adapters beside the host's,
 * their ports once the instance exists). Performs no I/O; call `init()` to restore a visit.
 * Throws SIWX_AND_SIWE_EXCLUSIVE when both `siwx` and `siweConfig` are set.
 *
 * @example
 * ```ts
 * const portico = createPortico(
 *   { projectId: 'p1', networks: [mainnet, base], adapters: { eip155: () => import('./evm').then((m) => m.adapter) } },
 *   { clock: new ManualClock() },
 * )
 * await portico.init()
 * portico.open() // Connect view when disconnected
 * ```
 */
export function createPortico(
  options: CreatePorticoOptions,
  deps: Partial<PorticoDeps> = {},
): Portico {
  const { connectors = [], ...rest } = options
  const full = createDefaultDeps(deps)
  const context = { networks: rest.networks, deps: full }
  const { adapters, installs } = installConnectorPlugins(connectors, rest.adapters, context)
  const portico = new Portico(resolveOptions({ ...rest, adapters }), full)
  for (const install of installs) if (install.ports) portico.attachPorts(install.ports(portico))
  return portico
}
