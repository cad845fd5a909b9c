import { usePorticoContext } from './PorticoContext'
import type { PorticoEvent } from './porticoEvents'
import { useObservedValue } from './useObservedValue'

/**
 * The latest Portico event (modal opened or closed, connected, disconnected, network
 * switched), or undefined before the first one. Re-renders on each new event.
 *
 * @example
 * ```tsx
 * function LastEvent() {
 *   const event = usePorticoEvents()
 *   return <p>{event?.data.event ?? 'nothing yet'}</p>
 * }
 * ```
 */
export function usePorticoEvents(): PorticoEvent | undefined {
  const { events } = usePorticoContext()
  return useObservedValue(() => events.latest, [events])
}
