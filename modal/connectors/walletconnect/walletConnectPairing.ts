import { makeAutoObservable, runInAction } from 'mobx'
import type { ChainNamespace } from '../../core/caip/types'
import type { AdapterConnection } from '../../core/chains/chainAdapter'
import type { Portico } from '../../core/createPortico'
import type { DeepLinkChoice, RecentWallet } from '../../core/storage/storageSchema'
import type { PairingPort } from '../../core/stores/ports'
import { WALLETCONNECT_CONNECTOR_ID } from './connectorId'
import { isPairingUriExpired, type PairingUri } from './pairingUri'
import type { WalletConnectSession } from './transport'

/** What the pairing port needs of the connector (the WalletConnect connector fits as is). */
export interface PairingConnector {
  readonly currentUri: PairingUri | undefined
  readonly session: WalletConnectSession | undefined
  on(event: 'uri', listener: (pairing: PairingUri) => void): () => void
  /** Ends the session if any and drops the pairing URI and any attempt in flight. */
  disconnect(): Promise<void>
}

/**
 * The core's {@link PairingPort} over the WalletConnect connector, shaped for the pairing views
 * (`currentUri`, `on('uri')`, `connect()`). `currentUri` is observable and follows each fresh
 * URI that replaces an expired one. `connect()` connects the namespace through the core (so
 * the account lands in the stores), then makes the wallet a recent one and closes the modal
 * (or opens SIWXSignMessage when a sign-in is due); a refused session rejects it with the
 * connector's typed PorticoError (USER_REJECTED), which the views show with "Try again".
 *
 * @example
 * ```ts
 * const wc = createWalletConnectConnector({ projectId, relayUrl, metadata, networks, clock, storage })
 * portico.attachPorts({ pairing: new WalletConnectPairing(portico, wc) })
 * ```
 */
export class WalletConnectPairing implements PairingPort {
  /** The URI on show while an attempt waits for a wallet. */
  currentUri: PairingUri | undefined
  private pending: Promise<AdapterConnection> | undefined
  /** The families this pairing connects, first the default one. */
  private readonly namespaces: readonly ChainNamespace[]

  constructor(
    private readonly portico: Portico,
    private readonly connector: PairingConnector,
    namespaces: ChainNamespace | readonly ChainNamespace[] = 'eip155',
  ) {
    this.namespaces = typeof namespaces === 'string' ? [namespaces] : namespaces
    this.currentUri = connector.currentUri
    makeAutoObservable<this, 'portico' | 'connector' | 'pending' | 'namespaces'>(
      this,
      { portico: false, connector: false, pending: false, namespaces: false },
      { autoBind: true },
    )
    connector.on('uri', (pairing) => this.show(pairing))
  }

  /** When the URI on show stops being valid (Unix ms on the instance's clock). */
  get expiresAt(): number | undefined {
    return this.currentUri?.expiresAt
  }

  /** True when the URI on show has 10 s or less left (SPEC §4), or there is none. */
  isExpired(now = this.portico.deps.clock.now()): boolean {
    return !this.currentUri || isPairingUriExpired(this.currentUri, now)
  }

  on(event: 'uri', listener: (pairing: PairingUri) => void): () => void {
    return this.connector.on(event, listener)
  }

  /**
   * SPEC §3: the wallet a mobile visitor deep-linked to, read back from storage, so that a
   * visitor returning to the page (after the wallet app, or a reload) resumes with that wallet.
   * Disconnecting removes it.
   */
  get deepLinkChoice(): DeepLinkChoice | undefined {
    return this.portico.storage.get('deepLinkChoice')
  }

  /**
   * Stores the wallet the visitor is leaving for by deep link.
   *
   * @example
   * ```ts
   * pairing.rememberDeepLink({ href: 'rainbow://', name: 'Rainbow' })
   * ```
   */
  rememberDeepLink(choice: DeepLinkChoice): void {
    this.portico.storage.set('deepLinkChoice', choice)
  }

  /**
   * Pairs (one attempt at a time: a second call while one waits returns the same promise).
   * Resolves with the connection once the wallet approved and the core applied it.
   */
  connect(): Promise<AdapterConnection> {
    this.pending ??= this.pair().finally(() => {
      this.pending = undefined
    })
    return this.pending
  }

  /** Drops the pairing URI and the attempt in flight; a settled session is left alone. */
  async reset(): Promise<void> {
    this.show(undefined)
    if (!this.connector.session) await this.connector.disconnect()
  }

  private connectOtherFamilies(primary: ChainNamespace): Promise<boolean> {
    const others = this.namespaces.filter((namespace) => namespace !== primary)
    return connectFamilies(this.portico, this.connector.session, others)
  }

  private show(pairing: PairingUri | undefined): void {
    this.currentUri = pairing
  }

  private async pair(): Promise<AdapterConnection> {
    const { portico } = this
    // The wallet chosen in the listing, read now: the route may change while the phone answers.
    const chosen = portico.router.data?.wallet
    const active = portico.chains.activeNamespace
    const primary =
      active && this.namespaces.includes(active) ? active : (this.namespaces[0] ?? 'eip155')
    let connection: AdapterConnection
    try {
      connection = await portico.connection.connect(primary, WALLETCONNECT_CONNECTOR_ID)
    } finally {
      runInAction(() => this.show(undefined))
    }
    if (await this.connectOtherFamilies(primary)) {
      // Connecting a namespace makes it the active one: give the visitor's back.
      connection = await portico.connection.connect(primary, WALLETCONNECT_CONNECTOR_ID)
    }
    const recent = recentWalletOf(chosen, this.connector.session)
    if (recent) portico.connectors.addRecentWallet(recent)
    if (portico.signIn.isPending) portico.router.replace('SIWXSignMessage')
    else if (portico.modal.isOpen) portico.modal.close()
    return connection
  }
}

/**
 * Connects the session's other families (one session may cover eip155 and solana). A family
 * that fails stays disconnected and is logged; the one the visitor paired for stands.
 */
async function connectFamilies(
  portico: Portico,
  session: WalletConnectSession | undefined,
  namespaces: readonly ChainNamespace[],
): Promise<boolean> {
  let connected = false
  for (const namespace of namespaces) {
    if (!session?.namespaces[namespace]?.accounts.length) continue
    try {
      await portico.connection.connect(namespace, WALLETCONNECT_CONNECTOR_ID)
      connected = true
    } catch (error) {
      portico.deps.logger.warn(`WalletConnect: ${namespace} did not connect`, error)
    }
  }
  return connected
}

/** The listing's wallet when the visitor chose one, else the wallet the session names. */
function recentWalletOf(
  chosen: RecentWallet | undefined,
  session: WalletConnectSession | undefined,
): RecentWallet | undefined {
  if (chosen) {
    const { id, name, rdns, image_id, image_url } = chosen
    return {
      id,
      name,
      installed: false,
      ...(rdns ? { rdns } : {}),
      ...(image_id ? { image_id } : {}),
      ...(image_url ? { image_url } : {}),
    }
  }
  if (!session) return undefined
  const { name, url, icons } = session.peer
  const icon = icons[0]
  return { id: url || name, name, installed: false, ...(icon ? { image_url: icon } : {}) }
}
