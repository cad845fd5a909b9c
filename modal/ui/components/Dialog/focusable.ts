const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',')

/** The elements inside `container` that Tab can reach, in document order. */
export function tabbableWithin(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 && !element.closest('[hidden], [inert], [aria-hidden="true"]'),
  )
}

/**
 * The element that really has focus. `document.activeElement` stops at a shadow host; the
 * shadow root knows which element inside it is focused, so walk down through open roots.
 */
export function deepActiveElement(root: Document | ShadowRoot): Element | null {
  let active = root.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

/** Focuses `element` if it is still on the page; focus() on a detached node throws nowhere but does nothing useful. */
export function focusIfConnected(element: Element | null): void {
  if (element instanceof HTMLElement && element.isConnected) element.focus()
}
