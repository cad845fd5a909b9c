import { makeAutoObservable } from 'mobx'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../caip/types'
import type { ChainAdapter } from '../chains/chainAdapter'
import { PorticoError } from '../errors/porticoError'
import type { PorticoStorage } from '../storage/porticoStorage'
import type { AdapterRegistry } from './adapterRegistry'
import type { AlertStore } from './alertStore'
import { addressFields, unsupportedNetworkPlaceholder } from './chainState'
import type { ChainStore } from './chainStore'
import type { ConnectorsStore } from './connectorsStore'
import type { PorticoPorts } from './ports'
import { ADD_CHAIN_ERROR_CODES, providerErrorCode, toPorticoError } from './providerErrors'
import type { ViewName } from './routerStore'

/** What the network store works with. */
export interface NetworkContext {
  chains: ChainStore
  adapters: AdapterRegistry
  connectors: ConnectorsStore
  alerts: AlertStore
  storage: PorticoStorage
  ports: PorticoPorts
  allowUnsupportedChain: boolean
  /** Opens the modal on `view` (UnsupportedChain). */
  showView(view: ViewName): void
}

/**
 * Network switching and the configured network list (SPEC §4 "Network switching", §5 add and
 * remove rules).
 *
 * @example
 * ```ts
 * await portico.networks.switchNetwork('eip155:8453')
 * portico.chains.activeCaipNetwork?.name // 'Base'
 * ```
 */
export class NetworkStore {
  constructor(private readonly context: NetworkContext) {
    makeAutoObservable<this, 'context'>(this, { context: false }, { autoBind: true })
  }

  /** True when the active network is not one the site configured (a placeholder). */
  get isUnsupportedNetwork(): boolean {
    const active = this.context.chains.activeCaipNetwork
    return active !== undefined && !this.context.chains.findNetwork(active.caipNetworkId)
  }

  /**
   * Switches the active network. A network not in the configured list raises the Network Not
   * Found alert and throws NETWORK_NOT_FOUND. Another chain family filters connectors by that
   * namespace and marks a namespace switch. When connected there, the wallet is asked to
   * switch; on 4902, 5000 or 32603 the chain is added first and the switch retried. The send
   * form is reset.
   *
   * @example
   * ```ts
   * await portico.networks.switchNetwork(base)
   * ```
   */
  async switchNetwork(target: CaipNetwork | CaipNetworkId): Promise<void> {
    const { chains, adapters } = this.context
    const id = typeof target === 'string' ? target : target.caipNetworkId
    const network = chains.findNetwork(id)
    if (!network) {
      this.context.alerts.show('NETWORK_NOT_FOUND')
      throw new PorticoError('NETWORK_NOT_FOUND', { details: id })
    }
    const namespace = network.chainNamespace
    const adapter = adapters.get(namespace)
    if (adapter && chains.isConnected(namespace)) await switchWithAddChain(adapter, network)
    this.selectNetwork(network)
  }

  /**
   * A wallet reported being on `chainId`. A configured network becomes the chain's network; an
   * unknown one becomes an unsupported-network placeholder and opens UnsupportedChain, unless
   * unsupported chains are allowed, in which case the network stays as it was.
   *
   * @example
   * ```ts
   * portico.networks.handleChainId('eip155', '8453')
   * ```
   */
  handleChainId(namespace: ChainNamespace, chainId: string): void {
    const { chains } = this.context
    const known = chains
      .network(namespace)
      ?.requestedCaipNetworks.find((n) => String(n.id) === chainId)
    if (known) {
      if (chains.network(namespace)?.caipNetwork?.caipNetworkId !== known.caipNetworkId) {
        this.applyNetwork(known)
      }
      return
    }
    if (this.context.allowUnsupportedChain) return
    this.applyNetwork(unsupportedNetworkPlaceholder(namespace, chainId))
    this.context.showView('UnsupportedChain')
  }

  /**
   * Adds a network to the configured list. Needs an adapter for its namespace
   * (ADAPTER_REQUIRED_FOR_NETWORK otherwise); adding a network already listed does nothing.
   *
   * @example
   * ```ts
   * portico.networks.addNetwork(optimism)
   * ```
   */
  addNetwork(network: CaipNetwork): void {
    const { chains, adapters } = this.context
    const namespace = network.chainNamespace
    if (!adapters.has(namespace)) {
      throw new PorticoError('ADAPTER_REQUIRED_FOR_NETWORK', { details: namespace })
    }
    if (chains.findNetwork(network.caipNetworkId)) return
    const state = chains.ensureChain(namespace).network
    chains.setNetwork(namespace, {
      requestedCaipNetworks: [...state.requestedCaipNetworks, network],
      caipNetwork: state.caipNetwork ?? network,
    })
  }

  /**
   * Removes a network from the configured list. Fails with NETWORK_NOT_FOUND when it is not
   * listed and REMOVE_LAST_NETWORK when it is the last of its namespace. Removing a chain's
   * selected network selects the first remaining one.
   *
   * @example
   * ```ts
   * portico.networks.removeNetwork('eip155:10')
   * ```
   */
  removeNetwork(caipNetworkId: CaipNetworkId): void {
    const { chains } = this.context
    const network = chains.findNetwork(caipNetworkId)
    if (!network) throw new PorticoError('NETWORK_NOT_FOUND', { details: caipNetworkId })
    const namespace = network.chainNamespace
    const state = chains.ensureChain(namespace).network
    const remaining = state.requestedCaipNetworks.filter((n) => n.caipNetworkId !== caipNetworkId)
    if (remaining.length === 0) {
      throw new PorticoError('REMOVE_LAST_NETWORK', { details: caipNetworkId })
    }
    chains.setNetwork(namespace, { requestedCaipNetworks: remaining })
    if (state.caipNetwork?.caipNetworkId === caipNetworkId) this.applyNetwork(remaining[0]!)
  }

  /**
   * Removes the adapter of a namespace with its chain and connectors. Removing the active
   * adapter makes the first other chain active (SPEC §4).
   *
   * @example
   * ```ts
   * portico.networks.removeAdapter('solana')
   * ```
   */
  removeAdapter(namespace: ChainNamespace): void {
    const { adapters, chains, connectors, storage } = this.context
    adapters.unregister(namespace)
    connectors.setChainConnectors(namespace, [])
    chains.removeChain(namespace)
    storage.set('activeNamespace', chains.activeNamespace)
    storage.set('activeCaipNetworkId', chains.activeCaipNetwork?.caipNetworkId)
  }

  /** Makes `network` the active one, following SPEC §4's side effects. */
  private selectNetwork(network: CaipNetwork): void {
    const { chains, connectors } = this.context
    if (chains.activeNamespace !== network.chainNamespace) {
      connectors.setFilterByNamespace(network.chainNamespace)
    }
    chains.setActiveCaipNetwork(network)
    this.applyNetwork(network)
  }

  /** Records `network` as its chain's network, moves the account to it, resets the send form. */
  private applyNetwork(network: CaipNetwork): void {
    const { chains, storage, ports } = this.context
    const namespace = network.chainNamespace
    chains.setNetwork(namespace, { caipNetwork: network })
    const address = chains.account(namespace)?.address
    if (address) chains.setAccount(namespace, addressFields(namespace, address, network))
    if (chains.activeNamespace === namespace) {
      storage.set('activeNamespace', namespace)
      storage.set('activeCaipNetworkId', network.caipNetworkId)
    }
    ports.sendForm?.reset()
  }
}

/** Asks the wallet to switch; on an add-chain error code, adds the chain and switches again. */
async function switchWithAddChain(adapter: ChainAdapter, network: CaipNetwork): Promise<void> {
  try {
    await adapter.switchNetwork({ network })
  } catch (error) {
    const code = providerErrorCode(error)
    if (code === undefined || !ADD_CHAIN_ERROR_CODES.includes(code) || !adapter.addNetwork) {
      throw toPorticoError(error)
    }
    try {
      await adapter.addNetwork({ network })
      await adapter.switchNetwork({ network })
    } catch (retryError) {
      throw toPorticoError(retryError)
    }
  }
}
