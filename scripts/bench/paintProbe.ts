/** Where {@link watchListPaint} looks, and what it writes. */
export interface ListPaintProbe {
  /** The element whose shadow root holds the list; omit for the page's document. */
  hostSelector?: string
  /** The list: the first match that is shown counts. */
  listSelector: string
  /** The global the times are written to (`down`, `clickStart`, `clickEnd`, `painted`). */
  timesKey: string
}

/**
 * Installed in the page (pass it to `page.evaluate`): records pointerdown and click times, and
 * the moment the frame that first shows the list has painted.
 *
 * "Painted" is the first task after that frame's rendering. A change made between frames (a
 * click handler, a response) paints in the next frame: one animation frame, then a task. A
 * change made inside a frame's animation-frame callbacks (a button that opens in
 * `requestAnimationFrame`) paints in that same frame: a task is enough. To tell the two
 * apart, a probe marks each frame from its first animation-frame callback to its resize
 * observations (which run after every animation-frame callback, before the paint); a 1 px
 * probe element changes width each frame so that the observation always runs. Without this,
 * content rendered inside a frame would be counted one frame late.
 *
 * @example
 * ```ts
 * await page.evaluate(watchListPaint, { listSelector: '[role=dialog] li', timesKey: '__t' })
 * ```
 */
export function watchListPaint(probe: ListPaintProbe): void {
  const times: Record<string, number> = {}
  ;(window as unknown as Record<string, unknown>)[probe.timesKey] = times
  window.addEventListener('pointerdown', () => (times.down = performance.now()), true)
  window.addEventListener('click', () => (times.clickStart = performance.now()), true)
  // Window, bubbling: runs after the page's own click listeners have returned.
  window.addEventListener('click', () => (times.clickEnd = performance.now()))

  let inFrame = false
  const marker = document.createElement('div')
  marker.style.cssText = 'position:fixed;left:0;top:0;height:1px;width:1px;pointer-events:none'
  document.body.append(marker)
  new ResizeObserver(() => (inFrame = false)).observe(marker)
  const frame = () => {
    inFrame = true
    marker.style.width = marker.style.width === '1px' ? '2px' : '1px'
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)

  const root: Document | ShadowRoot | null | undefined = probe.hostSelector
    ? document.querySelector(probe.hostSelector)?.shadowRoot
    : document
  if (!root) throw new Error(`no shadow root at ${probe.hostSelector}`)
  const mark = () => (times.painted ??= performance.now())
  const watcher = new MutationObserver((records) => {
    if (records.every((record) => record.target === marker)) return
    const list = root.querySelector(probe.listSelector)
    // Shown: not in a hidden subtree (a view held prepared, say).
    if (!list?.checkVisibility()) return
    watcher.disconnect()
    if (inFrame) setTimeout(mark, 0)
    else requestAnimationFrame(() => setTimeout(mark, 0))
  })
  watcher.observe(root, { subtree: true, childList: true, attributes: true, characterData: true })
}
