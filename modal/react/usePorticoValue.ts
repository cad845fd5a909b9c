import type { Portico } from '../core/createPortico'
import { usePorticoInstance } from './PorticoContext'
import { serverView } from './serverView'
import { useObservedValue } from './useObservedValue'

/**
 * Reads `read` over the nearest provider's instance, as {@link useObservedValue} does; while
 * hydrating, over the instance as the server rendered it ({@link serverView}), so a part of
 * the page hydrated after the provider's `init()` still matches the server's HTML.
 *
 * @example
 * ```tsx
 * const isOpen = usePorticoValue((portico) => portico.modal.isOpen)
 * ```
 */
export function usePorticoValue<T>(
  read: (portico: Portico) => T,
  deps: readonly unknown[] = [],
): T {
  const portico = usePorticoInstance()
  return useObservedValue(
    () => read(portico),
    [portico, ...deps],
    () => read(serverView(portico)),
  )
}
