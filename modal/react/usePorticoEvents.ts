import { useEffect, useRef } from 'react'
import type { PorticoEvent } from '../core/events/eventFeed'
import { usePorticoContext } from './PorticoContext'
import { useObservedValue } from './useObservedValue'

/**
 * Callbacks {@link usePorticoEvents} calls as events happen (the latest callbacks are used).
 *
 * @example
 * ```tsx
 * usePorticoEvents({ onConnect: () => toast('Connected'), onDisconnect: () => toast('Bye') })
 * ```
 */
export interface PorticoEventCallbacks {
  /** Every event (SPEC §7 names), as `portico.subscribeEvents` delivers it. */
  onEvent?: (event: PorticoEvent) => void
  /** A namespace became connected (CONNECT_SUCCESS). */
  onConnect?: (event: PorticoEvent) => void
  /** A namespace was disconnected (DISCONNECT_SUCCESS). */
  onDisconnect?: (event: PorticoEvent) => void
}

/**
 * The latest Portico event (modal opened or closed, connected, disconnected, network
 * switched, and whatever features emit), or undefined before the first one. Re-renders on
 * each new event; the optional callbacks run once per event, from the instance's one feed.
 *
 * @example
 * ```tsx
 * function LastEvent() {
 *   const event = usePorticoEvents({ onConnect: ({ data }) => track(data.properties.namespace) })
 *   return <p>{event?.data.event ?? 'nothing yet'}</p>
 * }
 * ```
 */
export function usePorticoEvents(callbacks: PorticoEventCallbacks = {}): PorticoEvent | undefined {
  const { portico, events } = usePorticoContext()
  const latest = useRef(callbacks)
  latest.current = callbacks
  useEffect(
    () =>
      portico.subscribeEvents((event) => {
        const { onEvent, onConnect, onDisconnect } = latest.current
        onEvent?.(event)
        if (event.data.event === 'CONNECT_SUCCESS') onConnect?.(event)
        if (event.data.event === 'DISCONNECT_SUCCESS') onDisconnect?.(event)
      }),
    [portico],
  )
  // The server rendered no event: hydration reads none, whatever init() has reported since.
  return useObservedValue(() => events.latest, [events], noEvent)
}

const noEvent = (): PorticoEvent | undefined => undefined
