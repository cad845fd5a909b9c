import { inertCopy } from '../components/Dialog/inertCopy'
import type { IdleWindow } from './idleWindow'

/** Idle periods to wait for React's hidden pre-render before giving up. */
const ATTEMPTS = 3

/**
 * Lays out, once, a hidden and inert copy of the overlay React has rendered ahead while the
 * modal is closed (display: none, see ModalRoot's prepared view), then removes it. The first
 * `open()` otherwise pays for the browser's first style resolution, font selection and layout
 * of the modal's markup inside its own frame (~2 ms of a 16 ms budget); after the rehearsal
 * those caches are warm. Runs when the page is idle; no-op where there is no overlay (embedded,
 * an older React) or no `requestIdleCallback`. Returns the cancel function.
 *
 * @example
 * ```ts
 * const cancel = rehearseLayout(shadowRoot)
 * ```
 */
export function rehearseLayout(root: ShadowRoot | HTMLElement): () => void {
  const idle = globalThis as IdleWindow
  if (!idle.requestIdleCallback) return () => {}
  let attempts = 0
  let id: number | undefined
  const attempt = () => {
    id = undefined
    const overlay = root.querySelector<HTMLElement>('.portico-overlay')
    if (overlay && overlay.style.display === 'none') return layOutCopy(overlay)
    if (++attempts < ATTEMPTS) id = idle.requestIdleCallback?.(attempt, { timeout: 1000 })
  }
  id = idle.requestIdleCallback(attempt, { timeout: 1000 })
  return () => {
    if (id !== undefined) idle.cancelIdleCallback?.(id)
  }
}

function layOutCopy(overlay: HTMLElement): void {
  // Never found or reached, and invisible.
  const copy = inertCopy(overlay)
  copy.style.cssText = 'visibility: hidden'
  overlay.after(copy)
  // Reading a size makes the browser resolve styles and lay the copy out now.
  void copy.offsetHeight
  copy.remove()
}
