import { makeAutoObservable, observableRef } from 'mobx'
import type { ChainNamespace } from '../caip/types'
import {
  type ConnectMethod,
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_WALLET_FEATURES_ORDER,
  type Features,
  type SocialOption,
  WALLET_FIRST_CONNECT_METHODS_ORDER,
  type WalletFeature,
} from '../options/features'
import { filterSocialsForPlatform, type Platform } from '../options/platform'
import type { PorticoStorage } from '../storage/porticoStorage'
import { MAX_RECENT_WALLETS, type RecentWallet } from '../storage/storageSchema'
import { mergeConnectors } from './connectorMerge'
import { AUTH_CONNECTOR_ID, type Connector, type ConnectorEntry } from './connectorTypes'

/** What the connectors registry reads from its surroundings. */
export interface ConnectorsContext {
  features: Features
  platform: Platform
  aliases: Readonly<Record<string, string>>
  storage: PorticoStorage
  /** The active chain family, whose wallets an unfiltered list shows first. */
  activeNamespace?: () => ChainNamespace | undefined
}

/**
 * The connectors registry (SPEC §2, §3): every connector adapters discovered, merged by name
 * across chains, filtered by namespace, plus the connect-method and wallet-feature orders and
 * the recent-wallet list.
 *
 * @example
 * ```ts
 * portico.connectors.setChainConnectors('eip155', [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }])
 * portico.connectors.visible.map((c) => c.name) // ['MetaMask']
 * ```
 */
export class ConnectorsStore {
  /** Every per-chain connector, in discovery order. */
  connectors: Connector[] = []
  /** When set, only connectors of this namespace are visible. */
  filterByNamespace: ChainNamespace | undefined = undefined
  recentWallets: RecentWallet[] = []

  constructor(private readonly context: ConnectorsContext) {
    // By reference: a connector's provider object must never be wrapped in a MobX proxy.
    makeAutoObservable<this, 'context'>(
      this,
      { context: false, connectors: observableRef },
      { autoBind: true },
    )
  }

  /** All connectors merged by name; same-name connectors on several chains form one MULTI_CHAIN entry. */
  get entries(): ConnectorEntry[] {
    return mergeConnectors(this.connectors, this.context.aliases)
  }

  /**
   * The entries the connect view lists: with a namespace filter, only that family's; without
   * one, every family's, those of the active family first (a bitcoin-only wallet does not lead
   * the list while an EVM network is active), each group in discovery order.
   */
  get visible(): ConnectorEntry[] {
    const namespace = this.filterByNamespace
    if (namespace) {
      return mergeConnectors(
        this.connectors.filter((c) => c.chain === namespace),
        this.context.aliases,
      )
    }
    const active = this.context.activeNamespace?.()
    if (!active) return this.entries
    const [first, rest] = partition(this.entries, (entry) => entry.chains.includes(active))
    return [...first, ...rest]
  }

  /**
   * The recent wallets the connect views offer: with a namespace filter, a wallet connected on
   * other families only (an installed extension of another family) is left out.
   */
  get visibleRecentWallets(): RecentWallet[] {
    const namespace = this.filterByNamespace
    if (!namespace) return this.recentWallets
    return this.recentWallets.filter((wallet) => wallet.chains?.includes(namespace) ?? true)
  }

  /** True when the connect view shows an injected or announced wallet. */
  get showsInstalledWallet(): boolean {
    return this.visible.some((entry) =>
      entry.connectors.some((c) => c.type === 'INJECTED' || c.type === 'ANNOUNCED'),
    )
  }

  /**
   * SPEC §2 connect-method order: a configured order wins; else wallet first when an injected
   * or announced wallet is shown; else email, social, wallet.
   */
  get connectMethodsOrder(): readonly ConnectMethod[] {
    const configured = this.context.features.connectMethodsOrder
    if (configured) return configured
    return this.showsInstalledWallet
      ? WALLET_FIRST_CONNECT_METHODS_ORDER
      : DEFAULT_CONNECT_METHODS_ORDER
  }

  /** SPEC §2 wallet-feature order (onramp, swaps, receive, send), keeping only enabled features. */
  get walletFeatures(): WalletFeature[] {
    const { features } = this.context
    const order = features.walletFeaturesOrder ?? DEFAULT_WALLET_FEATURES_ORDER
    return order.filter((feature) => features[feature])
  }

  /** Socials offered, after the messaging-app browser filter of SPEC §5. */
  get socials(): SocialOption[] {
    const { socials } = this.context.features
    return socials ? filterSocialsForPlatform(socials, this.context.platform) : []
  }

  /** The embedded auth connector of `namespace`, if an adapter offers one. */
  authConnector(namespace: ChainNamespace): Connector | undefined {
    return this.connectors.find(
      (c) => c.chain === namespace && (c.type === 'AUTH' || c.id === AUTH_CONNECTOR_ID),
    )
  }

  /** The per-chain connector with `id` on `namespace`. */
  find(namespace: ChainNamespace, id: string): Connector | undefined {
    return this.connectors.find((c) => c.chain === namespace && c.id === id)
  }

  /**
   * Replaces every connector of one chain (an adapter loaded or rediscovered its wallets).
   *
   * @example
   * ```ts
   * portico.connectors.setChainConnectors('solana', [])
   * ```
   */
  setChainConnectors(namespace: ChainNamespace, connectors: readonly Connector[]): void {
    this.connectors = [
      ...this.connectors.filter((c) => c.chain !== namespace),
      ...connectors.filter((c) => c.chain === namespace),
    ]
  }

  /**
   * Shows only `namespace`'s connectors; undefined shows all.
   *
   * @example
   * ```ts
   * portico.connectors.setFilterByNamespace('solana')
   * ```
   */
  setFilterByNamespace(namespace: ChainNamespace | undefined): void {
    this.filterByNamespace = namespace
  }

  /**
   * Loads the recent-wallet list from storage (called by `portico.init()`).
   *
   * @example
   * ```ts
   * portico.connectors.restoreRecentWallets()
   * ```
   */
  restoreRecentWallets(): void {
    this.recentWallets = this.context.storage.get('recentWallets') ?? []
  }

  /**
   * Puts a wallet first in the recent list, keeping at most 2 (SPEC §3), and persists it.
   *
   * @example
   * ```ts
   * portico.connectors.addRecentWallet({ id: 'c57ca95b', name: 'MetaMask' })
   * ```
   */
  addRecentWallet(wallet: RecentWallet): void {
    this.recentWallets = [wallet, ...this.recentWallets.filter((w) => w.id !== wallet.id)].slice(
      0,
      MAX_RECENT_WALLETS,
    )
    this.context.storage.set('recentWallets', this.recentWallets)
  }
}

function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))]
}
