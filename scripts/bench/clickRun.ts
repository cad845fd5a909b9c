import type { Browser, Page } from '@playwright/test'
import { watchListPaint } from './paintProbe'
import { waitForBench } from './waitForBench'

/** A person's click holds the button down for about a tenth of a second (a machine's, 0). */
export const HUMAN_PRESS_MS = 80

/** One real click on the page's PorticoButton, measured in the page. */
export interface ClickRun {
  /** pointerdown → the click's handlers have returned (the frame is free to paint). */
  pointerdownToHandledMs: number
  /** The click event's own handlers (React's, PorticoButton's `open()`). */
  clickHandlerMs: number
  /** pointerdown → the frame that paints the Connect view's wallet list (see watchListPaint). */
  clickToWalletListMs: number
  /** The click event (the button's release) → that frame: what a visitor waits after letting go. */
  releaseToWalletListMs: number
  /** Same-origin scripts fetched after ready and before the click (the prefetched modal). */
  prefetchedScripts: number
}

/** The page under test: how to know it is ready, what to click, where its wallet list is. */
export interface ClickTarget {
  /** Resolves once the page is ready and idle, its button ready to be pressed. */
  ready(page: Page): Promise<void>
  button: string
  /** The element whose shadow root holds the modal; omit when the modal is in the document. */
  hostSelector?: string
  listSelector: string
}

/** Portico's bench page: the wallet buttons, or with no wallet the listing's count. */
export const PORTICO_CLICK_TARGET: ClickTarget = {
  async ready(page) {
    await waitForBench(page)
    // The provider mounts the modal from its chunk once the page is idle.
    await page.waitForFunction(() => document.querySelector('portico-modal')?.shadowRoot)
  },
  button: '[data-portico-button]',
  hostSelector: 'portico-modal',
  listSelector:
    '[role="dialog"] ul.portico-list li button, [role="dialog"] .portico-connect__count',
}

/**
 * Loads the page cold, waits for ready (and, on Portico's page, for the modal's idle
 * prefetch), then clicks the host's button with Playwright (a real pointer: down, up after
 * `pressMs`, click) and times, in the page, the handlers and the paint of the wallet list.
 *
 * @example
 * ```ts
 * const run = await measureClickOnce(browser, server.url)
 * ```
 */
export async function measureClickOnce(
  browser: Browser,
  url: string,
  /** Milliseconds between the press and the release; 0, a machine's click, by default. */
  pressMs = 0,
  target: ClickTarget = PORTICO_CLICK_TARGET,
): Promise<ClickRun> {
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
    await target.ready(page)
    ready = true
    await page.evaluate(watchListPaint, {
      ...(target.hostSelector ? { hostSelector: target.hostSelector } : {}),
      listSelector: target.listSelector,
      timesKey: '__clickTimes',
    })
    await page.click(target.button, { delay: pressMs })
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
      releaseToWalletListMs: t.painted! - t.clickStart!,
      prefetchedScripts,
    }
  } finally {
    await context.close()
  }
}
