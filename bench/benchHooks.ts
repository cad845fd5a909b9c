import type { Portico } from '../modal/exports/index'

/** Set when the modal is usable: the provider mounted it and the button is enabled. */
export const READY_MARK = 'portico:ready'
export const OPEN_MARK = 'portico:open'
export const CONNECT_PAINTED_MARK = 'portico:connect-painted'

declare global {
  interface Window {
    /** The benchmark's handle on the page (this page only exists for the benchmark). */
    __bench?: { openAndWaitForConnect(): Promise<number> }
  }
}

/** The Connect view is on screen: its dialog shows, titled, with no loading placeholder. */
function connectViewShown(): boolean {
  const root = document.querySelector('portico-modal')?.shadowRoot
  const dialog = root?.querySelector('[role="dialog"]')
  if (!dialog?.textContent?.includes('Connect Wallet')) return false
  return dialog.querySelector('[aria-busy="true"], [role="progressbar"]') === null
}

function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

/**
 * `openAndWaitForConnect()` marks, calls `open()`, waits until the Connect view is in the DOM,
 * then for the frame that paints it, marks again and returns the milliseconds between.
 */
export function exposeBenchHooks(portico: Portico): void {
  window.__bench = {
    openAndWaitForConnect: () =>
      new Promise((resolve) => {
        const done = () => {
          void nextPaint().then(() => {
            performance.mark(CONNECT_PAINTED_MARK)
            resolve(
              performance.measure('open-to-connect', OPEN_MARK, CONNECT_PAINTED_MARK).duration,
            )
          })
        }
        const observer = new MutationObserver(() => {
          if (!connectViewShown()) return
          observer.disconnect()
          done()
        })
        const host = document.querySelector('portico-modal')
        if (host?.shadowRoot)
          observer.observe(host.shadowRoot, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          })
        performance.mark(OPEN_MARK)
        portico.open()
        if (connectViewShown()) {
          observer.disconnect()
          done()
        }
      }),
  }
}
