import { makeAutoObservable } from 'mobx'
import type { Portico } from '../core/createPortico'
import type { PorticoEvent } from '../core/events/eventFeed'

export type { PorticoEvent, PorticoEventName } from '../core/events/eventFeed'

/**
 * The latest event of one Portico instance, read from its one event feed
 * (`portico.subscribeEvents`), as an observable for the hooks. Created and started by the
 * provider, so events from before a hook mounted are not lost.
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

  /** Starts following the instance's events; returns the function that stops. */
  start(): () => void {
    return this.portico.subscribeEvents(this.record)
  }

  private record(event: PorticoEvent): void {
    this.latest = event
  }
}
