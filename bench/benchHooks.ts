import type { Portico } from 'portico'

export const OPEN_MARK = 'portico:open'
export const CONNECT_PAINTED_MARK = 'portico:connect-painted'

/** The benchmark's handle on the page (this page only exists for the benchmark). */
export interface BenchHooks {
  openAndWaitForConnect(): Promise<number>
  /** Opens a view by name (AllWallets for the scrolling run). */
  openView(view: 'AllWallets' | 'Connect'): void
  close(): void
  /** Connects the `?wallet` bench wallet and disconnects, `count` times. */
  connectCycles(count: number): Promise<void>
}

declare global {
  interface Window {
    __bench?: BenchHooks
  }
}

/**
 * The Connect view is on screen: the dialog shows, the view's own chunk has replaced the
 * "Loading view" placeholder, and its first connect-method section is there. Wallet lists
 * inside may still be loading: that waits on the network, not on start-up.
 */
function connectViewShown(): boolean {
  const root = document.querySelector('portico-modal')?.shadowRoot
  const dialog = root?.querySelector('[role="dialog"]')
  // The closed modal may hold the Connect view prepared, hidden: only a visible one counts.
  if (!dialog?.checkVisibility() || !dialog.textContent?.includes('Connect Wallet')) return false
  if (dialog.querySelector('[role="progressbar"][aria-label="Loading view"]')) return false
  return dialog.querySelector('section[aria-labelledby], [role="region"]') !== null
}

function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

/** When the modal's shadow root exists, else when it is mounted (the lazy chunk has loaded). */
function whenMounted(): Promise<ShadowRoot> {
  return new Promise((resolve) => {
    const check = () => {
      const root = document.querySelector('portico-modal')?.shadowRoot
      if (root) resolve(root)
      else requestAnimationFrame(check)
    }
    check()
  })
}

/**
 * `openAndWaitForConnect()` marks, calls `open()`, waits until the Connect view is in the DOM,
 * then for the frame that paints it, marks again and returns the milliseconds between.
 */
export function exposeBenchHooks(portico: Portico): void {
  window.__bench = {
    openView: (view) => portico.open({ view }),
    close: () => portico.close(),
    connectCycles: async (count) => {
      await portico.loadConnectors()
      const wallet = portico.connectors.visible.find((c) => c.info?.rdns === 'io.portico.bench')
      if (!wallet) throw new Error('no bench wallet (load the page with ?wallet)')
      for (let i = 0; i < count; i++) {
        await portico.connection.connect('eip155', wallet.id)
        await portico.connection.disconnect('eip155')
      }
    },
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
        performance.mark(OPEN_MARK)
        portico.open()
        if (connectViewShown()) {
          done()
          return
        }
        // Before the lazy chunk has mounted the modal there is no shadow root to watch yet.
        void whenMounted().then((root) => {
          if (connectViewShown()) return done()
          const observer = new MutationObserver(() => {
            if (!connectViewShown()) return
            observer.disconnect()
            done()
          })
          observer.observe(root, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          })
        })
      }),
  }
}
