import { type RefObject, useEffect } from 'react'
import { deepActiveElement, focusIfConnected, tabbableWithin } from './focusable'

/**
 * Keeps keyboard focus inside `containerRef` while `active`: focus moves in on activation (first
 * tabbable element, else the title, else the container), Tab and Shift+Tab wrap, focus that
 * escapes (a click on the page, a script) is pulled back, and on deactivation focus returns to
 * the element that had it before (the trigger in the host page).
 *
 * Tab is always handled here rather than left to the browser, because the browser's sequential
 * order does not know which elements of a shadow root belong to the dialog.
 *
 * When the focused control disappears (a view is replaced, sometimes only after a lazy chunk
 * arrives), browsers drop focus to the page body without any event. A mutation observer notices
 * and moves focus to the dialog's title, which also tells a screen reader the view changed.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  titleId: string,
): void {
  useEffect(() => {
    const container = containerRef.current
    if (!active || !container) return
    const doc = container.ownerDocument
    const root = container.getRootNode() as Document | ShadowRoot
    const previous = deepActiveElement(doc)

    const focusFirst = () => {
      const title = container.querySelector<HTMLElement>(`[id="${titleId}"]`)
      const target = tabbableWithin(container)[0] ?? title ?? container
      target.focus()
    }
    focusFirst()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return
      event.preventDefault()
      const items = tabbableWithin(container)
      if (items.length === 0) return container.focus()
      const current = items.indexOf(root.activeElement as HTMLElement)
      const step = event.shiftKey ? -1 : 1
      const next = current === -1 ? (event.shiftKey ? items.length - 1 : 0) : current + step
      items[(next + items.length) % items.length]?.focus()
    }
    const onFocusIn = (event: FocusEvent) => {
      // The event is retargeted to the shadow host at document level; the path keeps the origin.
      const origin = event.composedPath()[0]
      if (origin instanceof Node && !container.contains(origin)) focusFirst()
    }
    const onMutation = () => {
      const current = deepActiveElement(doc)
      if (current && container.contains(current)) return
      const title = container.querySelector<HTMLElement>(`[id="${titleId}"]`)
      ;(title ?? container).focus()
    }
    const observer = new MutationObserver(onMutation)
    observer.observe(container, { childList: true, subtree: true })
    container.addEventListener('keydown', onKeyDown)
    doc.addEventListener('focusin', onFocusIn)
    return () => {
      observer.disconnect()
      container.removeEventListener('keydown', onKeyDown)
      doc.removeEventListener('focusin', onFocusIn)
      focusIfConnected(previous)
    }
  }, [containerRef, active, titleId])
}
