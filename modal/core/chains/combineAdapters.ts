import { PorticoError } from '../errors/porticoError'
import type {
  AdapterConnection,
  AdapterConnector,
  AdapterEvent,
  ChainAdapter,
} from './chainAdapter'

type OptionalMethod =
  | 'addNetwork'
  | 'signMessage'
  | 'request'
  | 'estimateGas'
  | 'sendTransaction'
  | 'writeContract'
  | 'transfer'
  | 'estimateTransferFee'
  | 'getWalletAssets'
  | 'supportsAtomicBatch'
  | 'sendCalls'
  | 'getCallsStatus'
  | 'supportsPermissions'
  | 'grantPermissions'
  | 'revokePermissions'

const OPTIONAL_METHODS: readonly OptionalMethod[] = [
  'addNetwork',
  'signMessage',
  'request',
  'estimateGas',
  'sendTransaction',
  'writeContract',
  'transfer',
  'estimateTransferFee',
  'getWalletAssets',
  'supportsAtomicBatch',
  'sendCalls',
  'getCallsStatus',
  'supportsPermissions',
  'grantPermissions',
  'revokePermissions',
]

/** Reads of the chain itself, not of a wallet: any adapter that makes them answers. */
const CHAIN_READS = ['resolveName', 'lookupAddressName', 'readTokenBalances'] as const

/**
 * One {@link ChainAdapter} over several adapters of the same namespace, so that a namespace can
 * offer, say, injected wallets and WalletConnect behind the core's one-adapter-per-namespace
 * registry. Connectors are merged (first adapter wins on a duplicate id); connect and sync go
 * to the adapter that lists the connector id, or to the first adapter for an id nobody lists
 * (a wallet that announces itself late); everything else goes to the adapter holding the live
 * connection (the first one while there is none). Only that adapter's events reach the core:
 * an extension's accountsChanged must not move a WalletConnect session's account.
 *
 * @example
 * ```ts
 * adapters: {
 *   eip155: async () => combineAdapters([await loadEip155Adapter({ window }), walletConnectAdapter]),
 * }
 * ```
 */
export function combineAdapters(adapters: readonly ChainAdapter[]): ChainAdapter {
  const [primary] = adapters
  if (!primary) throw new PorticoError('ADAPTER_NOT_FOUND', { details: 'combineAdapters([])' })
  const namespace = primary.namespace
  const stray = adapters.find((adapter) => adapter.namespace !== namespace)
  if (stray) {
    throw new PorticoError('ADAPTER_NOT_FOUND', {
      details: `combineAdapters mixes ${namespace} with ${stray.namespace}`,
    })
  }
  let live: ChainAdapter | undefined

  const merged = (): AdapterConnector[] => {
    const byId = new Map<string, AdapterConnector>()
    for (const adapter of adapters) {
      for (const connector of adapter.listConnectors()) {
        if (!byId.has(connector.id)) byId.set(connector.id, connector)
      }
    }
    return [...byId.values()]
  }
  const owner = (connectorId: string): ChainAdapter =>
    adapters.find((a) => a.listConnectors().some((c) => c.id === connectorId)) ?? primary
  const current = (): ChainAdapter => live ?? primary
  const settle = (adapter: ChainAdapter, connection: AdapterConnection | undefined) => {
    if (connection) live = adapter
    return connection
  }

  const combined: ChainAdapter = {
    namespace,
    listConnectors: merged,
    async connect(params) {
      const adapter = owner(params.connectorId)
      const connection = await adapter.connect(params)
      settle(adapter, connection)
      return connection
    },
    async syncConnection(params) {
      const adapter = owner(params.connectorId)
      return settle(adapter, await adapter.syncConnection(params))
    },
    async disconnect() {
      const adapter = current()
      live = undefined
      await adapter.disconnect()
    },
    getProvider: () => current().getProvider?.(),
    getBalance: (params) => current().getBalance(params),
    switchNetwork: (params) => current().switchNetwork(params),
  }
  if (adapters.some((adapter) => adapter.watchConnectors)) {
    combined.watchConnectors = (listener) => {
      const offs = adapters.map((adapter) => adapter.watchConnectors?.(() => listener(merged())))
      return () => {
        for (const off of offs) off?.()
      }
    }
  }
  if (adapters.some((adapter) => adapter.subscribe)) {
    combined.subscribe = (listener: (event: AdapterEvent) => void) => {
      const offs = adapters.map((adapter) =>
        adapter.subscribe?.((event) => {
          if (adapter !== live) return
          if (event.type === 'disconnect') live = undefined
          listener(event)
        }),
      )
      return () => {
        for (const off of offs) off?.()
      }
    }
  }
  if (adapters.some((adapter) => adapter.isValidAddress)) {
    // Address format is the namespace's, not the wallet's: any adapter that knows it answers.
    combined.isValidAddress = (address, network) =>
      adapters.some((adapter) => adapter.isValidAddress?.(address, network) === true)
  }
  // Names and the host's tokens are read from the chain, whichever wallet is connected (a
  // WalletConnect session reads nothing itself): the first adapter that reads them answers.
  for (const method of CHAIN_READS) {
    const reader = adapters.find((adapter) => adapter[method])
    const read = reader?.[method] as ((params: never) => Promise<unknown>) | undefined
    if (reader && read)
      Object.assign(combined, { [method]: (params: never) => read.call(reader, params) })
  }
  // The node's pending transactions are the chain's too (AppKit's pendingTransactionsFilter):
  // the adapter that watches them does, so the host's limit of 99 applies behind the combination.
  const watcher = adapters.find((adapter) => adapter.watchPendingTransactions)
  const watch = watcher?.watchPendingTransactions
  if (watcher && watch) {
    combined.watchPendingTransactions = (network, listener) =>
      watch.call(watcher, network, listener)
  }
  for (const method of OPTIONAL_METHODS) {
    if (!adapters.some((adapter) => adapter[method])) continue
    const forward = (params: never): Promise<unknown> => {
      const adapter = current()
      const target = adapter[method] as ((params: never) => Promise<unknown>) | undefined
      if (!target) {
        return Promise.reject(
          new PorticoError('WALLET_UNSUPPORTED_METHOD', { details: `${method} on this wallet` }),
        )
      }
      return target.call(adapter, params)
    }
    Object.assign(combined, { [method]: forward })
  }
  return combined
}
