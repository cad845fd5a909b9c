import type { Portico } from '../../core/createPortico'
import type { AnalyticsEventName } from '../../core/services/analytics/events'

type SendEvent = Extract<AnalyticsEventName, 'SEND_INITIATED' | 'SEND_SUCCESS' | 'SEND_ERROR'>

/**
 * The SEND_INITIATED / SEND_SUCCESS / SEND_ERROR events of one send (SPEC §7), each with the
 * network, token and amount, plus what the outcome adds (hash, message).
 *
 * @example
 * ```ts
 * const track = sendAnalytics(portico, { token: 'ETH', amount: '0.5' })
 * track('SEND_INITIATED')
 * ```
 */
export function sendAnalytics(portico: Portico, send: { token?: string; amount: string }) {
  const base = { network: portico.chains.activeCaipNetwork?.caipNetworkId, ...send }
  return (event: SendEvent, extra: Record<string, unknown> = {}) => {
    void portico.services.analytics.sendEvent({
      type: 'track',
      event,
      properties: { ...base, ...extra },
    })
  }
}
