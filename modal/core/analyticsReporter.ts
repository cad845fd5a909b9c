import { afterNextPaint } from './clock/afterNextPaint'
import type { Portico } from './createPortico'
import type { PorticoEvent } from './events/eventFeed'

/**
 * Sends the instance's events (its one event feed, see modal/core/events) to analytics
 * (SPEC §7): whatever a host sees through `subscribeEvents`, analytics records, and nothing
 * is fetched until the first event. Events go out in order, after the next paint: the first
 * one imports the analytics chunk, and inside `open()` that import alone delayed the frame
 * that shows the modal by ~5 ms. Returns the stop function (events not yet sent are dropped).
 *
 * @example
 * ```ts
 * const stop = reportAnalytics(portico)
 * portico.open() // MODAL_OPEN { connected: false }, sent after the next paint
 * stop()
 * ```
 */
export function reportAnalytics(portico: Portico): () => void {
  let queued: PorticoEvent['data'][] = []
  let cancel: (() => void) | undefined
  const flush = () => {
    cancel = undefined
    const events = queued
    queued = []
    for (const event of events) void portico.services.analytics.sendEvent(event)
  }
  const stopEvents = portico.subscribeEvents(({ data }) => {
    queued.push(data)
    cancel ??= afterNextPaint(flush)
  })
  return () => {
    stopEvents()
    cancel?.()
    queued = []
  }
}
