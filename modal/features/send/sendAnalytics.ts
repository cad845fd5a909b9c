import type { Portico } from '../../core/createPortico'
import type { PorticoEventName } from '../../core/events/eventFeed'

type SendEvent = Extract<PorticoEventName, 'SEND_INITIATED' | 'SEND_SUCCESS' | 'SEND_ERROR'>

/**
 * The SEND_INITIATED / SEND_SUCCESS / SEND_ERROR events of one send (SPEC §7), each with the
 * network, token and amount, plus what the outcome adds (hash, message), emitted on the
 * instance's event feed (analytics and the host read it there).
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
    portico.events.emit(event, { ...base, ...extra })
  }
}
