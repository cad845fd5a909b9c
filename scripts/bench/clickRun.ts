import type { Browser } from '@playwright/test'
import { waitForBench } from './waitForBench'

const WALLET_LIST =
  '[role="dialog"] ul.portico-list li button, [role="dialog"] .portico-connect__count'

/** One real click on the page's PorticoButton, measured in the page. */
export interface ClickRun {
  /** pointerdown → the click's handlers have returned (the frame is free to paint). */
  pointerdownToHandledMs: number
  /** The click event's own handlers (React's, PorticoButton's `open()`). */
  clickHandlerMs: number
  /** pointerdown → the frame that paints the Connect view's wallet list. */
  clickToWalletListMs: number
  /** Same-origin scripts fetched after ready and before the click (the prefetched modal). */
  prefetchedScripts: number
}

/**
 * Loads the page cold, waits for ready and for the modal's idle prefetch, then clicks the
 * host's button with Playwright (a real pointer: down, up, click) and times, in the page, the
 * handlers and the paint of the wallet list (wallet buttons, or with no wallet in this browser
 * the "All wallets" button with the listing's count).
 *
 * @example
 * ```ts
 * const run = await measureClickOnce(browser, server.url)
 * ```
 */
export async function measureClickOnce(browser: Browser, url: string): Promise<ClickRun> {
  const context = await browser.newContext()
  try {
    await context.addInitScript('globalThis.__name = (fn) => fn')
    const page = await context.newPage()
    let ready = false
    let prefetchedScripts = 0
    page.on('request', (request) => {
      if (ready && request.resourceType() === 'script') prefetchedScripts++
    })
    await page.goto(url)
    await waitForBench(page)
    ready = true
    // The provider mounts the modal from its chunk once the page is idle.
    await page.waitForFunction(() => document.querySelector('portico-modal')?.shadowRoot)
    await page.evaluate((WALLET_LIST) => {
      const times: Record<string, number> = {}
      ;(window as unknown as { __clickTimes: typeof times }).__clickTimes = times
      window.addEventListener('pointerdown', () => (times.down = performance.now()), true)
      window.addEventListener('click', () => (times.clickStart = performance.now()), true)
      // Window, bubbling: runs after React's listener on its root has returned.
      window.addEventListener('click', () => (times.clickEnd = performance.now()))
      const root = document.querySelector('portico-modal')!.shadowRoot!
      const check = () => {
        // The wallet list: its buttons, or (no wallet in this browser) the listing's count;
        // shown, not in the view the closed modal holds prepared, hidden.
        if (root.querySelector(WALLET_LIST)?.checkVisibility()) {
          requestAnimationFrame(() => setTimeout(() => (times.painted = performance.now()), 0))
        } else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    }, WALLET_LIST)
    await page.click('[data-portico-button]')
    await page.waitForFunction(
      () => (window as unknown as { __clickTimes: { painted?: number } }).__clickTimes.painted,
      null,
      { timeout: 15_000 },
    )
    const t = await page.evaluate(
      () => (window as unknown as { __clickTimes: Record<string, number> }).__clickTimes,
    )
    return {
      pointerdownToHandledMs: t.clickEnd! - t.down!,
      clickHandlerMs: t.clickEnd! - t.clickStart!,
      clickToWalletListMs: t.painted! - t.down!,
      prefetchedScripts,
    }
  } finally {
    await context.close()
  }
}
