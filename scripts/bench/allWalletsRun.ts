import type { Browser } from '@playwright/test'
import { waitForBench } from './waitForBench'

/** One run of AllWallets in Chromium against the 2,005-wallet listing simulator. */
export interface AllWalletsRun {
  /** The most elements inside the grid at any scroll position. */
  maxGridNodes: number
  /** How far the grid scrolled (5,000 px asked). */
  scrolledPx: number
  /** Wallets the listing reports. */
  walletCount: number
  /** Long tasks (> 50 ms) seen while scrolling, by duration. */
  longTasksMs: number[]
  /** Typing a query → the result count announced (SPEC pads searches to 300 ms). */
  searchMs: number
}

/**
 * Opens AllWallets on the bench page (served with a wallet-listing simulator behind `/v1`),
 * scrolls its grid 5,000 px in 100 px steps, one frame each, counting the grid's elements at
 * every position while a PerformanceObserver collects long tasks, then searches.
 *
 * @example
 * ```ts
 * const run = await runAllWallets(browser, server.url)
 * run.maxGridNodes // ≤ 200
 * ```
 */
export async function runAllWallets(browser: Browser, url: string): Promise<AllWalletsRun> {
  const context = await browser.newContext()
  try {
    // tsx compiles the functions below with esbuild's keepNames, which calls a `__name` helper.
    await context.addInitScript('globalThis.__name = (fn) => fn')
    const page = await context.newPage()
    await page.goto(url)
    await waitForBench(page)
    await page.evaluate(() => window.__bench?.openView('AllWallets'))
    const grid = page.locator('portico-modal [role="grid"]')
    await grid.locator('[role="gridcell"]').first().waitFor({ timeout: 15_000 })
    const walletCount = Number(await grid.getAttribute('aria-rowcount')) * 4
    const scroll = await grid.evaluate(async (element, distance) => {
      const frame = () => new Promise((done) => requestAnimationFrame(done))
      const longTasksMs: number[] = []
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasksMs.push(entry.duration)
      })
      observer.observe({ type: 'longtask' })
      let maxGridNodes = element.querySelectorAll('*').length
      let scrolledPx = 0
      let stalled = 0
      while (scrolledPx < distance && stalled < 200) {
        const before = element.scrollTop
        element.scrollTop = before + 100
        await frame()
        await frame()
        maxGridNodes = Math.max(maxGridNodes, element.querySelectorAll('*').length)
        const moved = element.scrollTop - before
        scrolledPx += moved
        // At the end of what is loaded: the next page of 40 is on its way.
        stalled = moved > 0 ? 0 : stalled + 1
      }
      observer.disconnect()
      return { maxGridNodes, scrolledPx, longTasksMs }
    }, 5000)
    const searchMs = await page.evaluate(async () => {
      const root = document.querySelector('portico-modal')!.shadowRoot!
      const input = root.querySelector<HTMLInputElement>('input[type="search"]')!
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
      const started = performance.now()
      setValue.call(input, 'wallet 1')
      input.dispatchEvent(new Event('input', { bubbles: true }))
      await new Promise<void>((done) => {
        const check = () => {
          const status = root.querySelector('[role="status"]')
          if (status?.textContent?.includes('found')) done()
          else requestAnimationFrame(check)
        }
        check()
      })
      return performance.now() - started
    })
    return { ...scroll, walletCount, searchMs }
  } finally {
    await context.close()
  }
}
