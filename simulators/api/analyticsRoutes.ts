import { json, type Route } from './http/router'

/** One event the analytics sink received. */
export interface RecordedAnalyticsEvent {
  /** ms since the epoch, by the simulator's clock. */
  receivedAt: number
  /** The query parameters the client sent (projectId, st, sv, …). */
  query: Record<string, string>
  /** The body as posted: eventId, url, domain, timestamp, props. */
  body: unknown
}

/** Mutable analytics state of one simulator instance. */
export interface AnalyticsState {
  enabled: boolean
  events: RecordedAnalyticsEvent[]
}

/**
 * GET /getAnalyticsConfig → `{ isAnalyticsEnabled }`, on the path of the hosted wallet-provider
 * API. Both stubs serve it: the modal reads the switch from the provider API host (the wallet
 * API) and sends events to the analytics host.
 */
export function analyticsConfigRoute(state: Pick<AnalyticsState, 'enabled'>): Route {
  return {
    method: 'GET',
    pattern: '/getAnalyticsConfig',
    handler: () => json({ isAnalyticsEnabled: state.enabled }),
  }
}

/** The config route plus the sink POST /e, which records every event and answers `{ success }`. */
export function analyticsRoutes(state: AnalyticsState, now: () => number): Route[] {
  return [
    analyticsConfigRoute(state),
    {
      method: 'POST',
      pattern: '/e',
      handler: ({ query, body }) => {
        state.events.push({ receivedAt: now(), query: Object.fromEntries(query), body })
        return json({ success: true })
      },
    },
  ]
}
