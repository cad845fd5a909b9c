import { type RefObject, useLayoutEffect } from 'react'
import { inertCopy } from './inertCopy'

/**
 * Lets the modal close with a fade (SPEC §9: 150 ms) although its content unmounts at once.
 * When the overlay leaves the page, an inert, hidden copy of it plays the closing animation
 * and removes itself when the browser reports the animation finished. Where nothing animates
 * (reduced motion, or no animation support) the copy goes at once. The store closes
 * immediately either way: nothing waits for the animation.
 *
 * @example
 * ```tsx
 * const overlayRef = useRef<HTMLDivElement>(null)
 * useCloseFade(overlayRef)
 * return <div ref={overlayRef} className="portico-overlay">…</div>
 * ```
 */
export function useCloseFade(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const overlay = ref.current
    const parent = overlay?.parentNode
    if (!overlay || !parent) return
    // Reopened while the last close still fades: the new dialog replaces the copy at once.
    removeCopies(parent)
    return () => {
      // React's development double-invoke runs this cleanup with the overlay still on the
      // page; only a real unmount has removed it by the next microtask.
      queueMicrotask(() => {
        if (!overlay.isConnected && parent.isConnected) fadeOut(overlay, parent)
      })
    }
  }, [ref])
}

/**
 * Appends a hidden, inert copy of `overlay` to `parent` in its closing state and removes the
 * copy once its animations have finished (at once if none runs).
 *
 * @example
 * ```ts
 * fadeOut(overlayElement, shadowContainer)
 * ```
 */
export function fadeOut(overlay: HTMLElement, parent: Node): void {
  // The copy must not be found as the dialog.
  const ghost = inertCopy(overlay)
  ghost.classList.add('portico-overlay--closing')
  // One copy at most: rapid open/close cycles must not pile them up.
  removeCopies(parent)
  parent.appendChild(ghost)
  const animations =
    typeof ghost.getAnimations === 'function' ? ghost.getAnimations({ subtree: true }) : []
  if (animations.length === 0) {
    ghost.remove()
    return
  }
  void Promise.allSettled(animations.map((animation) => animation.finished)).then(() =>
    ghost.remove(),
  )
}

/** Removes the fading copies `parent` holds. */
function removeCopies(parent: Node): void {
  for (const child of [...parent.childNodes]) {
    if (child instanceof Element && child.classList.contains('portico-overlay--closing')) {
      child.remove()
    }
  }
}
