import { makeAutoObservable } from 'mobx'
import type { AccountType, CaipAddress, CaipNetwork, ChainNamespace } from '../caip/types'
import {
  type AccountState,
  type ChainState,
  type ConnectionStatus,
  emptyAccountState,
  emptyNetworkState,
  type NetworkState,
} from './chainState'

/**
 * Account and network state per chain namespace, the active namespace and the active network
 * (SPEC §3). A chain exists for every namespace that has configured networks or an adapter.
 *
 * @example
 * ```ts
 * portico.chains.activeCaipNetwork?.caipNetworkId // 'eip155:1'
 * portico.chains.account('eip155')?.status // 'disconnected'
 * ```
 */
export class ChainStore {
  readonly chains = new Map<ChainNamespace, ChainState>()
  activeNamespace: ChainNamespace | undefined = undefined
  /** Set when the active network moved to another chain family (SPEC §4 "marks a namespace switch"). */
  isSwitchingNamespace = false

  constructor(
    networks: readonly CaipNetwork[],
    private readonly defaultAccountTypes: Readonly<Record<ChainNamespace, AccountType>>,
    defaultNetwork: CaipNetwork | undefined,
  ) {
    for (const network of networks) this.ensureChain(network.chainNamespace)
    for (const chain of this.chains.values()) {
      chain.network.requestedCaipNetworks = networks.filter(
        (n) => n.chainNamespace === chain.namespace,
      )
      chain.network.caipNetwork =
        defaultNetwork?.chainNamespace === chain.namespace
          ? defaultNetwork
          : chain.network.requestedCaipNetworks[0]
    }
    this.activeNamespace = (defaultNetwork ?? networks[0])?.chainNamespace
    makeAutoObservable<this, 'defaultAccountTypes'>(
      this,
      { defaultAccountTypes: false },
      { autoBind: true },
    )
  }

  /** The namespaces with a chain, in configuration order. */
  get namespaces(): ChainNamespace[] {
    return [...this.chains.keys()]
  }

  get activeChain(): ChainState | undefined {
    return this.activeNamespace && this.chains.get(this.activeNamespace)
  }

  /** The network the modal acts on. */
  get activeCaipNetwork(): CaipNetwork | undefined {
    return this.activeChain?.network.caipNetwork
  }

  get activeCaipAddress(): CaipAddress | undefined {
    return this.activeChain?.account.caipAddress
  }

  get activeAddress(): string | undefined {
    return this.activeChain?.account.address
  }

  /** Every configured network across namespaces. */
  get requestedCaipNetworks(): CaipNetwork[] {
    return [...this.chains.values()].flatMap((chain) => chain.network.requestedCaipNetworks)
  }

  /** Namespaces whose status is connected. */
  get connectedNamespaces(): ChainNamespace[] {
    return this.namespaces.filter((ns) => this.status(ns) === 'connected')
  }

  /** True when the active chain (or `namespace`) is connected. */
  isConnected(namespace: ChainNamespace | undefined = this.activeNamespace): boolean {
    return namespace !== undefined && this.status(namespace) === 'connected'
  }

  account(namespace: ChainNamespace): AccountState | undefined {
    return this.chains.get(namespace)?.account
  }

  network(namespace: ChainNamespace): NetworkState | undefined {
    return this.chains.get(namespace)?.network
  }

  status(namespace: ChainNamespace): ConnectionStatus {
    return this.chains.get(namespace)?.account.status ?? 'disconnected'
  }

  /** Finds a configured network by CAIP network id. */
  findNetwork(caipNetworkId: string): CaipNetwork | undefined {
    return this.requestedCaipNetworks.find((n) => n.caipNetworkId === caipNetworkId)
  }

  /**
   * Adds a chain for `namespace` if there is none (an adapter registered for it, say).
   *
   * @example
   * ```ts
   * portico.chains.ensureChain('polkadot')
   * ```
   */
  ensureChain(namespace: ChainNamespace): ChainState {
    let chain = this.chains.get(namespace)
    if (!chain) {
      chain = {
        namespace,
        account: emptyAccountState(this.defaultAccountTypes[namespace]),
        network: emptyNetworkState([], undefined),
      }
      this.chains.set(namespace, chain)
    }
    return chain
  }

  /**
   * Changes some account fields of one chain.
   *
   * @example
   * ```ts
   * portico.chains.setAccount('eip155', { profileName: 'alice.eth' })
   * ```
   */
  setAccount(namespace: ChainNamespace, patch: Partial<AccountState>): void {
    Object.assign(this.ensureChain(namespace).account, patch)
  }

  /**
   * Changes some network fields of one chain.
   *
   * @example
   * ```ts
   * portico.chains.setNetwork('eip155', { smartAccountEnabledNetworks: [8453] })
   * ```
   */
  setNetwork(namespace: ChainNamespace, patch: Partial<NetworkState>): void {
    Object.assign(this.ensureChain(namespace).network, patch)
  }

  /**
   * Clears one chain's account data back to a disconnected account (SPEC §4 disconnect).
   *
   * @example
   * ```ts
   * portico.chains.resetAccount('solana')
   * ```
   */
  resetAccount(namespace: ChainNamespace): void {
    const chain = this.chains.get(namespace)
    if (chain) chain.account = emptyAccountState(this.defaultAccountTypes[namespace])
  }

  /**
   * Clears what a wallet told about one chain's networks; the configured list and the selected
   * network stay, so that the visitor can connect again on the same network.
   *
   * @example
   * ```ts
   * portico.chains.resetNetwork('eip155')
   * ```
   */
  resetNetwork(namespace: ChainNamespace): void {
    const chain = this.chains.get(namespace)
    if (chain) {
      chain.network = emptyNetworkState(
        chain.network.requestedCaipNetworks,
        chain.network.caipNetwork,
      )
    }
  }

  /**
   * Makes `namespace` the active one; a different namespace marks a namespace switch.
   *
   * @example
   * ```ts
   * portico.chains.setActiveNamespace('solana')
   * ```
   */
  setActiveNamespace(namespace: ChainNamespace | undefined): void {
    if (namespace && this.activeNamespace && namespace !== this.activeNamespace) {
      this.isSwitchingNamespace = true
    }
    if (namespace) this.ensureChain(namespace)
    this.activeNamespace = namespace
  }

  /**
   * Ends a namespace switch (the visitor connected on it, or the modal closed).
   *
   * @example
   * ```ts
   * portico.chains.clearNamespaceSwitch()
   * ```
   */
  clearNamespaceSwitch(): void {
    this.isSwitchingNamespace = false
  }

  /**
   * Selects `network` on its chain and makes that chain active. No wallet is asked; use
   * `portico.networks.switchNetwork` for that.
   *
   * @example
   * ```ts
   * portico.chains.setActiveCaipNetwork(base)
   * ```
   */
  setActiveCaipNetwork(network: CaipNetwork): void {
    this.setNetwork(network.chainNamespace, { caipNetwork: network })
    this.setActiveNamespace(network.chainNamespace)
  }

  /**
   * Removes one chain and its state (its adapter was removed).
   *
   * @example
   * ```ts
   * portico.chains.removeChain('bip122')
   * ```
   */
  removeChain(namespace: ChainNamespace): void {
    this.chains.delete(namespace)
    if (this.activeNamespace === namespace) this.activeNamespace = this.namespaces[0]
  }
}
