import { json, type Route } from '../http/router'

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
 * - GET /v1/analytics-config → `{ isAnalyticsEnabled }` (true unless the lab turned it off)
 * - POST /e → records the event, answers `{ success: true }`
 */
export function analyticsRoutes(state: AnalyticsState, now: () => number): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/v1/analytics-config',
      handler: () => json({ isAnalyticsEnabled: state.enabled }),
    },
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
