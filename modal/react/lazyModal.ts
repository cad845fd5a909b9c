import { reaction } from 'mobx'
import { provideClientFactories } from '../core/services/lazyClients'
import type { IdleWindow } from '../ui/mount/idleWindow'
import type { ModalMounter } from './modalMount'
import { mountModalWith } from './modalMount'

type ModalChunk = typeof import('./modalChunk')

let chunk: Promise<ModalChunk> | undefined
/** Starters of the mounted lazy providers, run by {@link prefetchModal}. */
const starters = new Set<() => void>()

/** The modal chunk, imported once per page. */
function loadModalChunk(): Promise<ModalChunk> {
  chunk ??= import('./modalChunk')
  return chunk
}

/**
 * Starts loading (and mounting, hidden) the modal now rather than when the page is idle: the
 * button calls it on pointerenter and focus, so the chunk is there before the click.
 *
 * @example
 * ```tsx
 * <button onPointerEnter={prefetchModal} onClick={open}>Connect</button>
 * ```
 */
export function prefetchModal(): void {
  for (const start of [...starters]) start()
}

/**
 * Mounts the modal from its lazy chunk once the page is idle (at most ~1 s after mount), or at
 * once when the modal opens, is embedded or is prefetched: start-up carries no view, no
 * stylesheet and no mount, and `open()` on a prepared page only renders the view.
 *
 * @example
 * ```tsx
 * <PorticoProviderShell portico={portico} mountModal={mountLazyModal} />
 * ```
 */
export const mountLazyModal: ModalMounter = (portico, settings) => {
  let cleanup: (() => void) | undefined
  let state: 'waiting' | 'loading' | 'done' = 'waiting'
  const idle = globalThis as IdleWindow
  const stopTriggers = () => {
    starters.delete(start)
    stopOpen()
    if (idleId !== undefined) idle.cancelIdleCallback?.(idleId)
    portico.deps.clock.clearTimeout(timer)
  }
  const start = () => {
    if (state !== 'waiting') return
    state = 'loading'
    stopTriggers()
    loadModalChunk().then(
      ({ mountPortico, ModalRoot, createWalletListingClient }) => {
        provideClientFactories({ listing: createWalletListingClient })
        if (state === 'done') return
        cleanup = mountModalWith(mountPortico, ModalRoot)(portico, settings)
      },
      (error: unknown) => {
        // A failed chunk (offline, a deploy in between) may load on the next open.
        chunk = undefined
        if (state === 'loading') state = 'waiting'
        starters.add(start)
        portico.deps.logger.warn('the modal failed to load', error)
      },
    )
  }
  starters.add(start)
  const stopOpen = reaction(
    () => portico.modal.isOpen,
    (open) => open && start(),
  )
  const idleId = idle.requestIdleCallback?.(start, { timeout: 1000 })
  // Without requestIdleCallback (Safari), a short delay keeps the load off the first paint.
  const timer = idleId === undefined ? portico.deps.clock.setTimeout(start, 200) : undefined
  if (portico.modal.isOpen || settings.embeddedTarget) start()
  return () => {
    state = 'done'
    stopTriggers()
    cleanup?.()
  }
}
