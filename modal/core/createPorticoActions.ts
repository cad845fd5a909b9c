import { reportAnalytics } from './analyticsReporter'
import type { ChainNamespace } from './caip/types'
import type { AdapterRequest, ChainAdapter } from './chains/chainAdapter'
import type { Portico } from './createPortico'
import { PorticoError } from './errors/porticoError'
import { watchStoreEvents } from './events/storeEvents'
import { watchSignInLazily } from './signInWatcherLazy'
import type { InitialStateSync } from './storage/initialStateSync'
import { watchAlertPlace } from './stores/alertPlace'
import { toPorticoError } from './stores/providerErrors'
import { usesEmbeddedWallet } from './walletRouting'

/** The instance-wide watchers, stopped by `destroy()`. */
export type WatcherName = 'analytics' | 'events' | 'ssr' | 'siwx' | 'alerts'

/**
 * Starts the watchers one instance runs for its whole life: store events into the feed,
 * analytics, the server-rendering snapshot, the alerts' place and (with SIWX) the sign-in watcher.
 *
 * @example
 * ```ts
 * for (const [name, stop] of startWatchers(portico, initialState)) unsubscribers.set(name, stop)
 * ```
 */
export function startWatchers(
  portico: Portico,
  initialState: InitialStateSync,
): [WatcherName, () => void][] {
  const watchers: [WatcherName, () => void][] = [
    ['events', watchStoreEvents(portico, portico.events)],
    ['analytics', reportAnalytics(portico)],
    ['ssr', initialState.stop],
    ['alerts', watchAlertPlace(portico.alerts, portico)],
  ]
  if (portico.options.siwx) watchers.push(['siwx', watchSignInLazily(portico)])
  return watchers
}

/** Loads the adapters whose connectors the connect view lists (see `Portico.loadConnectors`). */
export async function loadListedAdapters(portico: Portico): Promise<void> {
  const { adapters, connectors } = portico
  const filter = connectors.filterByNamespace
  const namespaces = filter ? [filter] : adapters.namespaces
  await Promise.all(
    namespaces
      .filter((ns) => adapters.has(ns))
      .map((ns) => adapters.load(ns).catch((e) => portico.deps.logger.warn('adapter', e))),
  )
}

/** Sends a wallet request (see `Portico.request`): the embedded wallet's pass the approval gate. */
export async function sendRequest(
  portico: Portico,
  request: AdapterRequest,
  namespace: ChainNamespace | undefined,
): Promise<unknown> {
  const adapter = namespace ? portico.adapters.get(namespace) : undefined
  const send = adapter?.request?.bind(adapter)
  if (!send || !namespace) {
    throw new PorticoError('ADAPTER_NOT_FOUND', { details: String(namespace) })
  }
  const execute = (r: AdapterRequest) => send(r).catch((e) => Promise.reject(toPorticoError(e)))
  if (!usesEmbeddedWallet(portico.chains, namespace)) return execute(request)
  return portico.requests.request(request, execute)
}

/**
 * Takes a loaded adapter in: its namespace's chain, its connectors, and its events into the
 * connection store. Returns the adapter's unsubscribe, if it has one.
 */
export function adoptAdapter(portico: Portico, adapter: ChainAdapter): (() => void) | undefined {
  const namespace = adapter.namespace
  portico.chains.ensureChain(namespace)
  portico.connectors.setChainConnectors(
    namespace,
    adapter.listConnectors().map(({ rdns, ...connector }) => ({
      ...connector,
      chain: namespace,
      ...(rdns ? { info: { rdns } } : {}),
    })),
  )
  const unsubscribe = adapter.subscribe?.((event) =>
    portico.connection.handleAdapterEvent(namespace, event),
  )
  if (!adapter.watchPendingTransactions) return unsubscribe
  // SPEC §9's pending-transactions limit, loaded only for an adapter that watches the node.
  let stopPending: (() => void) | undefined
  let stopped = false
  void import('./pendingTransactions').then(({ watchPendingTransactions }) => {
    if (!stopped) stopPending = watchPendingTransactions(portico, adapter)
  })
  return () => {
    stopped = true
    unsubscribe?.()
    stopPending?.()
  }
}
