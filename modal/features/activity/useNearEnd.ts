import { type RefObject, useEffect, useRef } from 'react'

/** How close to the end of the list (px) the next page is asked for. */
const NEAR_END_MARGIN = '48px'

/**
 * Calls `onNearEnd` when `target` (the end of a list) scrolls into view, inside whichever
 * element scrolls it (the list itself no longer scrolls: the tab area does, one scroll
 * container, issue 36 item 16). Without IntersectionObserver nothing is called; the list's
 * "Load more" button still works.
 *
 * @example
 * ```tsx
 * const end = useRef<HTMLDivElement>(null)
 * useNearEnd(end, () => void store.loadMore())
 * ```
 */
export function useNearEnd(target: RefObject<Element | null>, onNearEnd: () => void): void {
  const latest = useRef(onNearEnd)
  latest.current = onNearEnd
  useEffect(() => {
    const element = target.current
    const view = element?.ownerDocument.defaultView
    if (!element || !view || typeof view.IntersectionObserver !== 'function') return
    const observer = new view.IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current()
      },
      { rootMargin: `0px 0px ${NEAR_END_MARGIN} 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [target])
}
