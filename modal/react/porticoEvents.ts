import { makeAutoObservable, reaction } from 'mobx'
import type { CaipNetworkId, ChainNamespace } from '../core/caip/types'
import type { Portico } from '../core/createPortico'
import type { AnalyticsEventName } from '../core/services/analytics/events'

/** The events the React layer reports, named as in SPEC §7. */
export type PorticoEventName = Extract<
  AnalyticsEventName,
  'MODAL_OPEN' | 'MODAL_CLOSE' | 'CONNECT_SUCCESS' | 'DISCONNECT_SUCCESS' | 'SWITCH_NETWORK'
>

/** One event: when it happened (the instance's clock) and what happened. */
export interface PorticoEvent {
  timestamp: number
  data: {
    type: 'track'
    event: PorticoEventName
    properties: {
      connected?: boolean
      namespace?: ChainNamespace
      name?: string
      network?: CaipNetworkId
    }
  }
}

/**
 * The latest event of one Portico instance, observed from its stores: the modal opening and
 * closing, a namespace becoming connected or disconnected, the active network changing.
 * Created and started by the provider, so events from before a hook mounted are not lost.
 *
 * @example
 * ```ts
 * const feed = new PorticoEventFeed(portico)
 * const stop = feed.start()
 * portico.open()
 * feed.latest?.data.event // 'MODAL_OPEN'
 * stop()
 * ```
 */
export class PorticoEventFeed {
  latest: PorticoEvent | undefined = undefined

  constructor(private readonly portico: Portico) {
    makeAutoObservable<this, 'portico'>(this, { portico: false }, { autoBind: true })
  }

  /** Starts observing; returns the function that stops. */
  start(): () => void {
    const { modal, chains } = this.portico
    const stops = [
      reaction(
        () => modal.isOpen,
        (open) =>
          this.emit(open ? 'MODAL_OPEN' : 'MODAL_CLOSE', { connected: chains.isConnected() }),
      ),
      reaction(
        () => chains.namespaces.map((namespace) => [namespace, chains.status(namespace)] as const),
        (now, before) => this.emitStatusChanges(now, before),
      ),
      reaction(
        () => chains.activeCaipNetwork?.caipNetworkId,
        (network) => {
          if (network) this.emit('SWITCH_NETWORK', { network })
        },
      ),
    ]
    return () => {
      for (const stop of stops) stop()
    }
  }

  private emitStatusChanges(
    now: readonly (readonly [ChainNamespace, string])[],
    before: readonly (readonly [ChainNamespace, string])[],
  ): void {
    const previous = new Map(before)
    for (const [namespace, status] of now) {
      const was = previous.get(namespace)
      if (status === 'connected' && was !== 'connected') {
        const name = this.portico.chains.account(namespace)?.connectedWalletInfo?.name
        this.emit('CONNECT_SUCCESS', { namespace, ...(name ? { name } : {}) })
      } else if (status === 'disconnected' && was === 'connected') {
        this.emit('DISCONNECT_SUCCESS', { namespace })
      }
    }
  }

  private emit(event: PorticoEventName, properties: PorticoEvent['data']['properties']): void {
    this.latest = {
      timestamp: this.portico.deps.clock.now(),
      data: { type: 'track', event, properties },
    }
  }
}
