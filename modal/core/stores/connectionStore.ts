import { makeAutoObservable } from 'mobx'
import type { CaipNetwork, ChainNamespace } from '../caip/types'
import type { AdapterConnection, AdapterEvent } from '../chains/chainAdapter'
import { isPorticoError, PorticoError } from '../errors/porticoError'
import { connectorIdKey } from '../storage/storageSchema'
import type { ConnectionStatus } from './chainState'
import type { ConnectAttempts } from './connectAttempts'
import type { ConnectionContext } from './connectionContext'
import { persistNamespaces, recordAddress, recordConnection } from './connectionRecord'
import { AUTH_CONNECTOR_ID } from './connectorTypes'
import { toPorticoError } from './providerErrors'

export type { ConnectionContext } from './connectionContext'

/**
 * Connection status per namespace as a state machine (disconnected | connecting | connected,
 * put back on failure), connecting through chain adapters, start-up sync, disconnect, and
 * wallet events (SPEC §4).
 *
 * @example
 * ```ts
 * await portico.connection.connect('eip155', 'io.metamask')
 * portico.connection.status('eip155') // 'connected'
 * ```
 */
export class ConnectionStore {
  /** Connect attempts under way (their code loads with the first connect): what cancels cancel. */
  private attempts: ConnectAttempts | undefined = undefined
  private cancels = 0

  constructor(private readonly context: ConnectionContext) {
    makeAutoObservable<this, 'context' | 'attempts' | 'cancels' | 'loadAttempts'>(
      this,
      { context: false, attempts: false, cancels: false, loadAttempts: false },
      { autoBind: true },
    )
  }

  status(namespace: ChainNamespace): ConnectionStatus {
    return this.context.chains.status(namespace)
  }

  /**
   * Connects `connectorId` on `namespace` through its adapter (loaded now if needed). The
   * status goes connecting, then connected; on failure it is put back and the wallet's error
   * is thrown as a typed PorticoError (4001 → USER_REJECTED, and so on).
   *
   * @example
   * ```ts
   * await portico.connection.connect('solana', 'phantom')
   * ```
   */
  async connect(namespace: ChainNamespace, connectorId: string): Promise<AdapterConnection> {
    const previous = this.status(namespace)
    this.setStatus(namespace, 'connecting')
    try {
      const attempts = this.attempts ?? (await this.loadAttempts(namespace))
      return await attempts.run(namespace, {
        load: () => this.context.adapters.load(namespace),
        connect: (adapter) => adapter.connect({ connectorId, network: this.networkOf(namespace) }),
        apply: (connection) => this.applyConnection(namespace, connection),
      })
    } catch (error) {
      const cancelled = isPorticoError(error, 'REQUEST_ABORTED')
      this.setStatus(namespace, cancelled ? 'disconnected' : previous)
      throw toPorticoError(error)
    }
  }

  /** Gives up every connect attempt under way (the modal closed on a silent wallet). */
  cancelConnecting(): void {
    this.cancels += 1
    this.attempts?.cancelAll()
  }

  /** The attempts' code, on the first connect; a cancel while it loads aborts that connect. */
  private async loadAttempts(namespace: ChainNamespace): Promise<ConnectAttempts> {
    const cancels = this.cancels
    const { ConnectAttempts } = await import('./connectAttempts')
    this.attempts ??= new ConnectAttempts(this.context.logger)
    if (cancels !== this.cancels) {
      throw new PorticoError('REQUEST_ABORTED', { details: `connect on ${namespace} cancelled` })
    }
    return this.attempts
  }

  /**
   * Restores the connections persisted from an earlier visit: for each namespace with a stored
   * connector id, among the stored connected namespaces (when a status was stored), and a
   * registered adapter, asks the adapter's syncConnection. No answer or a
   * failure leaves that namespace disconnected. Only those namespaces' adapters are loaded.
   *
   * @example
   * ```ts
   * await portico.connection.syncConnections()
   * ```
   */
  async syncConnections(): Promise<void> {
    const { adapters, storage } = this.context
    // SPEC §3: the stored connection status and namespaces say what the last visit left
    // connected; a namespace they leave out is not synced (its adapter is not even loaded).
    const lastVisit =
      storage.get('connectionStatus') === undefined
        ? undefined
        : (storage.get('connectedNamespaces') ?? [])
    const jobs = adapters.namespaces.map(async (namespace) => {
      const connectorId = storage.get(connectorIdKey(namespace))
      if (!connectorId || (lastVisit && !lastVisit.includes(namespace))) return
      this.setStatus(namespace, 'connecting')
      try {
        const adapter = await adapters.load(namespace)
        const connection = await adapter.syncConnection({
          connectorId,
          network: this.networkOf(namespace),
        })
        if (connection) this.applyConnection(namespace, connection)
        else this.forgetConnection(namespace, connectorId)
      } catch (error) {
        this.context.logger.warn(`sync failed on ${namespace}`, error)
        // No answer is not "not connected" (SPEC §4): the stored login stays, so the Connect
        // view can still offer a returning visitor their way in ("Continue as alice@…").
        this.forgetConnection(namespace, connectorId, { keepLogin: true })
      }
    })
    await Promise.all(jobs)
  }

  /**
   * Disconnects one namespace, or every connected one, doing exactly SPEC §4's list: clears
   * each chain's account and network data; resets the pairing connection; removes the social
   * provider, connector ids and saved deep link; clears sign-in sessions; clears the stored
   * e-mail, login flag, last chain and social username. Local state is cleared even when a
   * wallet fails to disconnect (a site must not keep showing an account the visitor dropped);
   * that failure is then thrown as FAILED_TO_DISCONNECT.
   *
   * @example
   * ```ts
   * await portico.connection.disconnect()
   * ```
   */
  async disconnect(namespace?: ChainNamespace): Promise<void> {
    const targets = namespace ? [namespace] : this.context.chains.namespaces
    const connected = targets.filter((ns) => this.status(ns) === 'connected')
    const end = () => this.endSessions(targets)
    const failures = await (this.context.disconnects?.track(targets, connected, end) ?? end())
    if (failures.length > 0) throw new PorticoError('FAILED_TO_DISCONNECT', { cause: failures[0] })
  }

  /** Ends every session of `targets` and clears what SPEC §4 lists; resolves to the failures. */
  private async endSessions(targets: readonly ChainNamespace[]): Promise<unknown[]> {
    const { adapters, storage, ports, siwx } = this.context
    const failures: unknown[] = []
    for (const ns of targets) {
      const adapter = adapters.get(ns)
      if (adapter && this.status(ns) !== 'disconnected') {
        await adapter.disconnect().catch((error: unknown) => failures.push(error))
      }
    }
    for (const ns of targets) this.clearChain(ns)
    await Promise.resolve(ports.pairing?.reset()).catch((e: unknown) => failures.push(e))
    await Promise.resolve(siwx?.clearSessions()).catch((e: unknown) => failures.push(e))
    const keys = ['connectedSocial', 'deepLinkChoice', 'email', 'emailLoginUsed'] as const
    for (const key of [...keys, 'lastUsedChainId', 'socialUsername'] as const) storage.remove(key)
    this.persistNamespaces()
    return failures
  }

  /**
   * Applies a wallet event of `namespace`: a new account, a new chain, or a disconnect (an
   * empty accountsChanged counts as one).
   *
   * @example
   * ```ts
   * portico.connection.handleAdapterEvent('eip155', { type: 'chainChanged', chainId: '8453' })
   * ```
   */
  handleAdapterEvent(namespace: ChainNamespace, event: AdapterEvent): void {
    if (event.type === 'chainChanged') {
      if (this.status(namespace) === 'connected') this.context.onChainId(namespace, event.chainId)
      return
    }
    if (event.type === 'accountsChanged' && event.address) {
      const network = this.context.chains.network(namespace)?.caipNetwork
      if (network) recordAddress(this.context, namespace, event.address, network)
      return
    }
    this.clearChain(namespace)
    this.persistNamespaces()
  }

  /**
   * The embedded wallet reported whether it is connected; when it is not, the stored auth state
   * (e-mail, login flag, social provider and username, auth connector ids) is cleared (SPEC §4).
   *
   * @example
   * ```ts
   * portico.connection.reportEmbeddedWalletConnected(false)
   * ```
   */
  reportEmbeddedWalletConnected(connected: boolean): void {
    if (connected) return
    const { storage, chains } = this.context
    for (const key of ['email', 'emailLoginUsed', 'connectedSocial', 'socialUsername'] as const) {
      storage.remove(key)
    }
    for (const ns of chains.namespaces) {
      if (storage.get(connectorIdKey(ns)) === AUTH_CONNECTOR_ID) storage.remove(connectorIdKey(ns))
    }
  }

  private setStatus(namespace: ChainNamespace, status: ConnectionStatus): void {
    this.context.chains.setAccount(namespace, { status })
  }

  private networkOf(namespace: ChainNamespace): CaipNetwork {
    const network = this.context.chains.network(namespace)
    const caipNetwork = network?.caipNetwork ?? network?.requestedCaipNetworks[0]
    if (!caipNetwork) throw new PorticoError('CAIP_NETWORK_UNDEFINED', { details: namespace })
    return caipNetwork
  }

  private applyConnection(namespace: ChainNamespace, connection: AdapterConnection): void {
    recordConnection(this.context, namespace, connection, () => this.networkOf(namespace))
  }

  private forgetConnection(
    namespace: ChainNamespace,
    connectorId: string,
    { keepLogin = false } = {},
  ): void {
    this.setStatus(namespace, 'disconnected')
    this.context.storage.remove(connectorIdKey(namespace))
    if (connectorId === AUTH_CONNECTOR_ID && !keepLogin) this.reportEmbeddedWalletConnected(false)
    this.persistNamespaces()
  }

  private clearChain(namespace: ChainNamespace): void {
    this.context.chains.resetAccount(namespace)
    this.context.chains.resetNetwork(namespace)
    this.context.storage.remove(connectorIdKey(namespace))
    this.context.accountCaches?.clear()
  }

  private persistNamespaces(): void {
    persistNamespaces(this.context)
  }
}
