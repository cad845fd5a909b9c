import type { Page } from '@playwright/test'

/**
 * Waits until the bench page is ready (its "portico:ready" mark) and its benchmark handle,
 * `window.__bench`, has loaded: the handle is a chunk of its own, requested after ready so
 * that the measured start-up carries none of it.
 *
 * @example
 * ```ts
 * await page.goto(server.url)
 * await waitForBench(page)
 * await page.evaluate(() => window.__bench?.openView('AllWallets'))
 * ```
 */
export async function waitForBench(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName('portico:ready').length > 0 && window.__bench !== undefined,
    null,
    { timeout },
  )
}
