import type { Portico } from '../../createPortico'
import type { FakeFetch, FakeRoute } from '../../services/testing/fakeFetch'
import type { PorticoEvent, PorticoEventName } from '../eventFeed'

/** The fake-fetch routes that turn analytics on (SPEC §7 switch on, every event accepted). */
export const ANALYTICS_ROUTES: Record<string, FakeRoute> = {
  'GET /getAnalyticsConfig': { json: { isAnalyticsEnabled: true } },
  'POST /e': { json: {} },
}

/**
 * Records what a host and analytics see of one instance's events: `fed()` is what a listener
 * added through `portico.subscribeEvents` received, `sent()` is what reached the analytics host
 * (`POST /e`). A flow's test asserts its names on the feed and `missingFromAnalytics()` empty,
 * so an event that skips the feed, or a feed analytics stops reading, fails it.
 *
 * @example
 * ```ts
 * const events = recordEvents(test)
 * await send.send()
 * expect(events.fed()).toContain('SEND_SUCCESS')
 * ```
 */
export function recordEvents({ portico, fetch }: { portico: Portico; fetch: FakeFetch }) {
  const seen: PorticoEvent[] = []
  // Analytics posts of events from before the subscription are not this recording's.
  const earlier = fetch.callsTo('POST /e').length
  const stop = portico.subscribeEvents((event) => seen.push(event))
  const sent = (): string[] =>
    fetch
      .callsTo('POST /e')
      .slice(earlier)
      .map((call) => (call.body as { props: { event: string } }).props.event)
  return {
    stop,
    /** Every event the host's listener received, in order. */
    all: (): readonly PorticoEvent[] => seen,
    /** The names the host's listener received, in order. */
    fed: (): PorticoEventName[] => seen.map((event) => event.data.event),
    /** The names analytics posted since the recording began (late posts of earlier events too). */
    sent,
    /**
     * The events the listener received that analytics did not post (each post counts once):
     * `[]` when analytics read everything the host saw.
     */
    missingFromAnalytics: (): PorticoEventName[] => {
      const posted = sent()
      return seen
        .map((event) => event.data.event)
        .filter((name) => {
          const at = posted.indexOf(name)
          if (at >= 0) posted.splice(at, 1)
          return at < 0
        })
    },
  }
}
