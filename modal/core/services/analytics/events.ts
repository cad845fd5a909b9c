/** SPEC §7: the events Portico records. */
export const ANALYTICS_EVENT_NAMES = [
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'SWITCH_NETWORK',
  'DISCONNECT_SUCCESS',
  'DISCONNECT_ERROR',
  'CONNECT_SUCCESS',
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'SEND_ERROR',
  'SWAP_SUCCESS',
  'SWAP_ERROR',
  'SWAP_APPROVAL_ERROR',
  'ERROR_FETCH_TRANSACTIONS',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'CLICK_CANCEL_SIWX',
  'SET_PREFERRED_ACCOUNT_TYPE',
] as const

export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number]

/** Recorded by the modal on creation but never sent (SPEC §7). */
export const UNSENT_EVENT = 'MODAL_CREATED'

/** One event as stores record it; `properties` are the event's data. */
export interface AnalyticsEvent {
  type: 'track'
  event: AnalyticsEventName | typeof UNSENT_EVENT
  properties?: Record<string, unknown>
}

/**
 * A random RFC 4122 version-4 id from the injected `random` (so that the lab can replay ids).
 *
 * @example
 * ```ts
 * randomUuid(() => 0) // '00000000-0000-4000-8000-000000000000'
 * ```
 */
export function randomUuid(random: () => number): string {
  const hex = (count: number) =>
    Array.from({ length: count }, () => Math.floor(random() * 16) & 15)
      .map((n) => n.toString(16))
      .join('')
  const variant = (8 + (Math.floor(random() * 4) & 3)).toString(16)
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`
}
