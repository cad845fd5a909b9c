import type { Browser, Page } from '@playwright/test'
import { pollUntil } from '../../scenarios/runner/waits'
import { waitForBench } from './waitForBench'

/** DOM nodes, JS event listeners and used heap, after a forced garbage collection. */
export interface MemorySample {
  nodes: number
  listeners: number
  heapBytes: number
}

/** Memory after warm-up and after the measured cycles. */
export interface MemoryRun {
  cycles: number
  afterWarmUp: MemorySample
  afterCycles: MemorySample
}

/** What the cycles do: open and close the modal, or connect and disconnect the bench wallet. */
export type CycleKind = 'open-close' | 'connect-disconnect'

/**
 * Opens and closes the modal (one task per step, so that React commits and effects run), or
 * connects and disconnects the `?wallet` bench wallet, `cycles` times after a warm-up of a
 * twentieth as many, and samples memory through the Chrome DevTools Protocol
 * (Memory.getDOMCounters, Runtime.getHeapUsage) once no request has been in flight for
 * 300 ms, after a forced GC.
 *
 * @example
 * ```ts
 * const run = await runMemoryCycles(browser, server.url, 'open-close', 1000)
 * run.afterCycles.nodes - run.afterWarmUp.nodes // ~0
 * ```
 */
export async function runMemoryCycles(
  browser: Browser,
  url: string,
  kind: CycleKind,
  cycles: number,
): Promise<MemoryRun> {
  const context = await browser.newContext()
  try {
    await context.addInitScript('globalThis.__name = (fn) => fn')
    const page = await context.newPage()
    await page.goto(kind === 'connect-disconnect' ? `${url}?wallet` : url)
    await waitForBench(page)
    await page.waitForFunction(() => document.querySelector('portico-modal')?.shadowRoot)
    const cdp = await context.newCDPSession(page)
    const inFlight = countRequestsInFlight(page)
    const measure = async (): Promise<MemorySample> => {
      // A request still in flight holds its abort listeners and its closures: sampling then
      // counted the page's pending work, not what the cycles left behind.
      await inFlight.settled()
      await cdp.send('HeapProfiler.collectGarbage')
      const counters = await cdp.send('Memory.getDOMCounters')
      const heap = await cdp.send('Runtime.getHeapUsage')
      return {
        nodes: counters.nodes,
        listeners: counters.jsEventListeners,
        heapBytes: heap.usedSize,
      }
    }
    // On a loaded machine the page may still be finishing the last cycles' work (effects,
    // listeners removed a task later) when the network is quiet: a sample counts once two in
    // a row agree. What a cycle leaks stays counted; only work still under way is waited out.
    let previous: MemorySample | undefined
    const sample = () =>
      pollUntil(
        'two memory samples in a row with the same DOM nodes and listeners',
        async () => {
          const [before, now] = [previous, await measure()]
          previous = now
          return before?.nodes === now.nodes && before.listeners === now.listeners && now
        },
        { seen: () => previous },
      ).finally(() => {
        previous = undefined
      })
    const openClose = (count: number) =>
      page.evaluate(async (n) => {
        const task = () => new Promise((done) => setTimeout(done, 0))
        for (let i = 0; i < n; i++) {
          window.__bench?.openView('Connect')
          await task()
          window.__bench?.close()
          await task()
        }
      }, count)
    const connectDisconnect = (count: number) =>
      page.evaluate((n) => window.__bench?.connectCycles(n), count)
    const cycle = kind === 'open-close' ? openClose : connectDisconnect
    // The first open loads the adapters after its paint: a warm-up of one-task opens closed
    // each before its frame, so the measured cycles counted that load as growth.
    await page.evaluate(() => window.__bench?.openView('Connect'))
    await page.waitForTimeout(500)
    await page.evaluate(() => window.__bench?.close())
    await cycle(Math.ceil(cycles / 20))
    const afterWarmUp = await sample()
    await cycle(cycles)
    return { cycles, afterWarmUp, afterCycles: await sample() }
  } finally {
    await context.close()
  }
}

/** How long no request may be in flight before the page counts as settled. */
const QUIET_MS = 300

/** Follows the page's requests; `settled()` resolves once none has been in flight for a while. */
function countRequestsInFlight(page: Page): { settled: () => Promise<void> } {
  let count = 0
  page.on('request', () => {
    count++
  })
  const done = () => {
    count--
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return {
    settled: async () => {
      for (let quiet = 0; quiet < QUIET_MS; ) {
        await page.waitForTimeout(50)
        quiet = count > 0 ? 0 : quiet + 50
      }
    },
  }
}
