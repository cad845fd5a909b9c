import { useMemo } from 'react'
import { mountPortico } from '../ui/mount/mountPortico'
import { type ModalComponent, mountModalWith } from './modalMount'
import { type PorticoProviderProps, PorticoProviderShell } from './PorticoProviderShell'

export type { ModalComponent } from './modalMount'
export type { PorticoProviderProps } from './PorticoProviderShell'

/**
 * {@link PorticoProvider} with the modal component passed in and mounted at once: the
 * provider's whole behaviour without a fixed import of the views, so that tests (and a host
 * that brings its own modal UI) can mount another component. Given `options`, it creates the
 * instance once (later option changes are ignored, as with any constructor); given `portico`,
 * it uses that one. It calls `init()` (idempotent) to restore a previous visit, and starts the
 * event feed.
 *
 * @example
 * ```tsx
 * <PorticoProviderBase portico={portico} modalRoot={MyModal}>
 *   <PorticoButton />
 * </PorticoProviderBase>
 * ```
 */
export function PorticoProviderBase(props: PorticoProviderProps & { modalRoot: ModalComponent }) {
  const { modalRoot, ...rest } = props
  const mountModal = useMemo(() => mountModalWith(mountPortico, modalRoot), [modalRoot])
  return <PorticoProviderShell {...(rest as PorticoProviderProps)} mountModal={mountModal} />
}
