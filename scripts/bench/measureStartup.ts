import { gzipSync } from 'node:zlib'
import type { Browser, Request, Response } from '@playwright/test'
import { waitForBench } from './waitForBench'

/** One cold load of the bench page. */
export interface StartupRun {
  /** Gzip bytes of the JavaScript responses received before open(). */
  startupScriptGzipBytes: number
  /** Navigation start to the "portico:ready" mark (modal mounted, button enabled). */
  readyMs: number
  /** open() to the frame after the Connect view appeared. */
  openToConnectMs: number
  /** Navigation start → the modal mounted (hidden) from its idle-loaded chunk (an upper bound). */
  preparedMs: number
  /** Same-origin scripts fetched after ready and before open() (the modal's chunk). */
  prefetchedBeforeOpen: number
  /** Requests before open() other than the document and its own scripts and styles. */
  requestsBeforeOpen: number
  /** Those requests, for the report. */
  requestsBeforeOpenUrls: string[]
}

/** What the bench page puts on `window` (bench/benchHooks.ts). */
interface BenchWindow {
  __bench: { openAndWaitForConnect(): Promise<number> }
}

/** The document, and same-origin scripts and styles it loads, are the page itself. */
function isPageOwnRequest(request: Request, origin: string): boolean {
  if (!request.url().startsWith(origin)) return false
  return ['document', 'script', 'stylesheet'].includes(request.resourceType())
}

function isScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? ''
  return response.request().resourceType() === 'script' || type.includes('javascript')
}

/**
 * Loads `url` in a fresh browser context (empty cache), waits for the ready mark, then calls
 * the page's `__bench.openAndWaitForConnect()` and collects the numbers of one run.
 *
 * @example
 * ```ts
 * const run = await measureStartupOnce(browser, 'http://127.0.0.1:4173/')
 * run.startupScriptGzipBytes
 * ```
 */
export async function measureStartupOnce(browser: Browser, url: string): Promise<StartupRun> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const origin = new URL(url).origin
    let opened = false
    const outside: string[] = []
    const scriptBodies = new Map<string, Promise<number>>()
    page.on('request', (request) => {
      if (!opened && !isPageOwnRequest(request, origin)) outside.push(request.url())
    })
    page.on('response', (response) => {
      if (opened || !isScript(response)) return
      scriptBodies.set(
        response.url(),
        response.body().then(
          (body) => gzipSync(body).length,
          () => 0,
        ),
      )
    })
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await page.goto(url)
    await page
      .waitForFunction(() => performance.getEntriesByName('portico:ready').length > 0, null, {
        timeout: 15_000,
      })
      .catch((error: unknown) => {
        throw new Error(`the bench page never became ready: ${pageErrors.join('; ') || error}`)
      })
    const readyMs = await page.evaluate(
      () => performance.getEntriesByName('portico:ready')[0]?.startTime ?? Number.NaN,
    )
    // Scripts requested before the ready mark are start-up; later ones (the modal's chunk,
    // loaded on idle from the page's own origin) are prefetched. The page's clock decides.
    const startupUrls = await page.evaluate(() => {
      const ready = performance.getEntriesByName('portico:ready')[0]?.startTime ?? 0
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= ready)
        .map((entry) => entry.name)
    })
    const isStartup = (url: string) => url === page.url() || startupUrls.includes(url)
    const sizes = await Promise.all(
      [...scriptBodies].map(async ([url, size]) => ({
        startup: isStartup(url),
        bytes: await size,
      })),
    )
    const startupScriptGzipBytes = sizes
      .filter((s) => s.startup)
      .reduce((sum, s) => sum + s.bytes, 0)
    // Open once the provider has mounted the modal from its idle-loaded chunk.
    await page.waitForFunction(() => document.querySelector('portico-modal')?.shadowRoot)
    const preparedMs = await page.evaluate(() => performance.now())
    await waitForBench(page)
    opened = true
    const openToConnectMs = await page.evaluate(() =>
      (window as unknown as BenchWindow).__bench.openAndWaitForConnect(),
    )
    return {
      startupScriptGzipBytes,
      readyMs,
      openToConnectMs,
      preparedMs,
      prefetchedBeforeOpen: [...scriptBodies.keys()].filter((url) => !isStartup(url)).length,
      requestsBeforeOpen: outside.length,
      requestsBeforeOpenUrls: outside,
    }
  } finally {
    await context.close()
  }
}

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return Number.NaN
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
