import type { CaipNetworkId, ChainNamespace } from '../caip/types'
import type { Clock } from '../clock/clock'
import type { AnalyticsEventName } from '../services/analytics/events'

/**
 * Every event name of SPEC §7 (the names analytics records).
 *
 * @example
 * ```ts
 * portico.subscribeEvents(({ data }) => {
 *   const name: PorticoEventName = data.event
 * })
 * ```
 */
export type PorticoEventName = AnalyticsEventName

/**
 * What an event carries. The store-driven events fill the named fields; others add their own.
 *
 * @example
 * ```ts
 * const properties: PorticoEventProperties = { namespace: 'eip155', name: 'Alpha Wallet' }
 * ```
 */
export interface PorticoEventProperties {
  connected?: boolean
  namespace?: ChainNamespace
  name?: string
  network?: CaipNetworkId
  [key: string]: unknown
}

/**
 * One event: when it happened (the instance's clock) and what happened.
 *
 * @example
 * ```ts
 * portico.subscribeEvents((event: PorticoEvent) => console.log(event.timestamp, event.data.event))
 * ```
 */
export interface PorticoEvent {
  timestamp: number
  data: { type: 'track'; event: PorticoEventName; properties: PorticoEventProperties }
}

/**
 * A subscriber of {@link EventFeed}.
 *
 * @example
 * ```ts
 * const listener: PorticoEventListener = ({ data }) => analytics.track(data.event, data.properties)
 * ```
 */
export type PorticoEventListener = (event: PorticoEvent) => void

/**
 * The one event feed of a Portico instance: the stores' changes (modal open/close, connect,
 * disconnect, network switch) and whatever features emit (send, swap, sign-in) go through it,
 * and every reader (analytics, the React hooks, the host's `subscribeEvents`) reads it. A
 * listener that throws does not stop the others.
 *
 * @example
 * ```ts
 * const feed = new EventFeed(clock)
 * const stop = feed.subscribe((event) => console.log(event.data.event))
 * feed.emit('SEND_SUCCESS', { namespace: 'eip155' })
 * stop()
 * ```
 */
export class EventFeed {
  private readonly listeners = new Set<PorticoEventListener>()

  constructor(
    private readonly clock: Clock,
    private readonly onListenerError: (error: unknown) => void = () => {},
  ) {}

  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: PorticoEventListener): () => void {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  /** Records one event and hands it to every listener, in subscription order. */
  emit(event: PorticoEventName, properties: PorticoEventProperties = {}): PorticoEvent {
    const recorded: PorticoEvent = {
      timestamp: this.clock.now(),
      data: { type: 'track', event, properties },
    }
    for (const listener of [...this.listeners]) {
      try {
        listener(recorded)
      } catch (error) {
        this.onListenerError(error)
      }
    }
    return recorded
  }
}
