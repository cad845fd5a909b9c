import { useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import type { Portico } from '../core/createPortico'
import { PorticoButton } from '../react/PorticoButton'
import { PorticoProvider } from '../react/PorticoProvider'
import type { PorticoProviderCommonProps } from '../react/PorticoProviderShell'
import type { ButtonSlots } from './buttonSlots'

/** Props of {@link ElementsRoot}. */
export interface ElementsRootProps extends Omit<PorticoProviderCommonProps, 'children'> {
  portico: Portico
  slots: ButtonSlots
}

/**
 * The one React tree of a page mount: the provider (which mounts the modal lazily, as in a
 * React host) and, through portals, PorticoButton inside each button element on the page.
 *
 * @example
 * ```tsx
 * createRoot(container).render(<ElementsRoot portico={portico} slots={slots} />)
 * ```
 */
export function ElementsRoot({ slots, ...provider }: ElementsRootProps) {
  const placed = useSyncExternalStore(slots.subscribe, slots.snapshot, slots.snapshot)
  return (
    <PorticoProvider {...provider}>
      {placed.map(({ element, key, ...props }) =>
        createPortal(<PorticoButton {...props} />, element, key),
      )}
    </PorticoProvider>
  )
}
