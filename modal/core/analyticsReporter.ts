import type { Portico } from './createPortico'

/**
 * Sends the instance's events (its one event feed, see modal/core/events) to analytics
 * (SPEC §7): whatever a host sees through `subscribeEvents`, analytics records, and nothing
 * is fetched until the first event. Returns the stop function.
 *
 * @example
 * ```ts
 * const stop = reportAnalytics(portico)
 * portico.open() // MODAL_OPEN { connected: false }
 * stop()
 * ```
 */
export function reportAnalytics(portico: Portico): () => void {
  return portico.subscribeEvents(({ data }) => {
    void portico.services.analytics.sendEvent(data)
  })
}
