/**
 * A copy of `element` that nothing can find or reach: no ids (the dialog's title and labels stay
 * unique), no test id, hidden from assistive tech, and inert. The close fade plays on such a
 * copy, and the idle layout rehearsal lays one out.
 *
 * @example
 * ```ts
 * const ghost = inertCopy(overlay)
 * parent.appendChild(ghost)
 * ```
 */
export function inertCopy(element: HTMLElement): HTMLElement {
  const copy = element.cloneNode(true) as HTMLElement
  for (const child of copy.querySelectorAll('[id]')) child.removeAttribute('id')
  copy.removeAttribute('data-testid')
  copy.setAttribute('aria-hidden', 'true')
  copy.inert = true
  return copy
}
