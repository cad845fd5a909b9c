import { reaction } from 'mobx'
import type { ChainNamespace } from './caip/types'
import type { Portico } from './createPortico'
import type { AnalyticsEventName } from './services/analytics/events'

type Statuses = Array<[ChainNamespace, string]>

/**
 * Turns store changes into the SPEC §7 analytics events: MODAL_OPEN and MODAL_CLOSE, then
 * CONNECT_SUCCESS (connecting → connected), DISCONNECT_SUCCESS (connected → disconnected) and
 * SWITCH_NETWORK (active network changed while connected). Watching the stores keeps the
 * stores free of analytics; nothing is fetched until the first event. Returns the stop function.
 *
 * @example
 * ```ts
 * const stop = reportAnalytics(portico)
 * portico.open() // MODAL_OPEN { connected: false }
 * stop()
 * ```
 */
export function reportAnalytics(portico: Portico): () => void {
  const send = (event: AnalyticsEventName, properties: Record<string, unknown>) => {
    void portico.services.analytics.sendEvent({ type: 'track', event, properties })
  }
  const { chains, modal } = portico
  const stops = [
    reaction(
      () => modal.isOpen,
      (open) => send(open ? 'MODAL_OPEN' : 'MODAL_CLOSE', { connected: chains.isConnected() }),
    ),
    reaction(
      (): Statuses => [...chains.chains.keys()].map((ns) => [ns, chains.status(ns)]),
      (now, before) => {
        const previous = new Map(before)
        for (const [namespace, status] of now) {
          const was = previous.get(namespace)
          const name = chains.account(namespace)?.connectedWalletInfo?.name
          if (was === 'connecting' && status === 'connected') {
            send('CONNECT_SUCCESS', { namespace, name })
          }
          if (was === 'connected' && status === 'disconnected') {
            send('DISCONNECT_SUCCESS', { namespace })
          }
        }
      },
      { equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
    ),
    reaction(
      () => chains.activeCaipNetwork?.caipNetworkId,
      (network, previous) => {
        if (previous && network && chains.isConnected()) send('SWITCH_NETWORK', { network })
      },
    ),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
