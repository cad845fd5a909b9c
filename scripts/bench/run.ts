import { mkdir, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { createWalletListingSimulator } from '../../simulators/api/walletListing/walletListingSimulator'
import { type AllWalletsRun, runAllWallets } from './allWalletsRun'
import { type Figure, printFigures, readPrevious } from './benchReport'
import { buildBenchPage } from './buildBenchPage'
import { launchChromium } from './chromium'
import { chunkBudgets, measureRow } from './chunkBudgets'
import { type ClickRun, HUMAN_PRESS_MS, measureClickOnce } from './clickRun'
import { measureStartupOnce, median, type StartupRun } from './measureStartup'
import { type MemoryRun, runMemoryCycles } from './memoryRun'
import { runPairingBench } from './pairingBench'
import { serveBenchPage } from './serveBenchPage'

/**
 * `npm run bench`: builds the minimal production host page (bench/) and bench/catalogue.ts,
 * serves the page on 127.0.0.1 (a wallet-listing simulator behind `/v1`) and measures it cold
 * (a new browser context each time) `BENCH_RUNS` times (default 7, at least 5) in headless
 * Chromium: start-up, open(), a real click, AllWallets scrolling and search. Prints medians
 * beside the previous run's and writes bench-results/{summary,startup,chunks}.json.
 */
const RESULTS = resolve('bench-results')
const SUMMARY = resolve(RESULTS, 'summary.json')
const runs = Math.max(5, Number(process.env.BENCH_RUNS ?? 7))
const KiB = 1024

async function main(): Promise<void> {
  const previous = await readPrevious(SUMMARY)
  const built = await buildBenchPage()
  const catalogue = await buildBenchPage(resolve('out/bench-catalogue'), 'catalogue')
  const listing = createWalletListingSimulator()
  await listing.start()
  const server = await serveBenchPage(built.outDir, { walletListing: listing.url })
  const browser = await launchChromium()
  const startup: StartupRun[] = []
  const clicks: ClickRun[] = []
  const presses: ClickRun[] = []
  const scrolls: AllWalletsRun[] = []
  let openClose: MemoryRun | undefined
  let connectCycles: MemoryRun | undefined
  try {
    // One warm-up load so that the first measured run does not pay for Chromium's own start.
    await measureStartupOnce(browser, server.url)
    for (let i = 0; i < runs; i++) {
      startup.push(await measureStartupOnce(browser, server.url))
      clicks.push(await measureClickOnce(browser, server.url))
      presses.push(await measureClickOnce(browser, server.url, HUMAN_PRESS_MS))
      scrolls.push(await runAllWallets(browser, server.url))
    }
    openClose = await runMemoryCycles(browser, server.url, 'open-close', 1000)
    connectCycles = await runMemoryCycles(browser, server.url, 'connect-disconnect', 100)
  } finally {
    await browser.close()
    await server.close()
    await listing.stop()
  }

  const med = <T>(list: T[], pick: (item: T) => number) => median(list.map(pick))
  const figures: Figure[] = [
    {
      label: 'start-up script (gzip)',
      value: built.startupGzipBytes / KiB,
      unit: 'KiB',
      target: '≤ 100 KiB',
    },
    {
      label: 'navigation → ready',
      value: med(startup, (r) => r.readyMs),
      unit: 'ms',
      target: '≤ 200 ms (quiet machine)',
    },
    {
      label: 'navigation → modal mounted (idle chunk)',
      value: med(startup, (r) => r.preparedMs),
      unit: 'ms',
    },
    {
      label: 'open() → Connect painted',
      value: med(startup, (r) => r.openToConnectMs),
      unit: 'ms',
      target: '≤ 16 ms',
    },
    {
      label: 'click handler (click event)',
      value: med(clicks, (r) => r.clickHandlerMs),
      unit: 'ms',
      target: '≤ 2 ms',
    },
    {
      label: 'pointerdown → click handled',
      value: med(clicks, (r) => r.pointerdownToHandledMs),
      unit: 'ms',
    },
    {
      label: 'real click → wallet list painted',
      value: med(clicks, (r) => r.clickToWalletListMs),
      unit: 'ms',
    },
    {
      label: `${HUMAN_PRESS_MS} ms press: release → wallet list painted`,
      value: med(presses, (r) => r.releaseToWalletListMs),
      unit: 'ms',
    },
    {
      label: 'requests outside the origin before open()',
      value: med(startup, (r) => r.requestsBeforeOpen),
      unit: 'count',
      target: '0',
    },
    {
      label: 'same-origin scripts after ready, before open()',
      value: med(startup, (r) => r.prefetchedBeforeOpen),
      unit: 'count',
    },
    {
      label: 'AllWallets: most grid elements (5,000 px)',
      value: Math.max(...scrolls.map((r) => r.maxGridNodes)),
      unit: 'count',
      target: '≤ 200',
    },
    {
      label: 'AllWallets: long tasks > 50 ms while scrolling',
      value: med(scrolls, (r) => r.longTasksMs.length),
      unit: 'count',
      target: '0',
    },
    {
      label: 'AllWallets: longest task while scrolling',
      value: Math.max(0, ...scrolls.flatMap((r) => r.longTasksMs)),
      unit: 'ms',
      target: '≤ 50 ms',
    },
    {
      label: 'AllWallets: search typed → results shown',
      value: med(scrolls, (r) => r.searchMs),
      unit: 'ms',
      target: 'SPEC pads to 300 ms',
    },
    ...memoryFigures('1,000 open/close', openClose),
    ...memoryFigures('100 connect/disconnect', connectCycles),
  ]
  const chunks = chunkBudgets(built.chunks).map((row) => {
    const measured = measureRow(row, row.build === 'index' ? built.chunks : catalogue.chunks)
    return {
      ...row,
      modules: String(row.modules),
      exclude: row.exclude && String(row.exclude),
      ...measured,
    }
  })
  console.log(
    `Medians of ${runs} cold runs (headless Chromium, shared 2-core machine: expect noise).`,
  )
  printFigures(figures, previous)
  console.table(
    chunks.map((c) => ({
      'lazy part': c.name,
      'gzip KiB': c.pending && c.gzipBytes === 0 ? 'not built yet' : (c.gzipBytes / KiB).toFixed(1),
      'budget KiB': (c.budgetBytes / KiB).toFixed(0),
      ok: c.pending
        ? 'pending'
        : c.gzipBytes <= c.budgetBytes && c.onStartup.length === 0
          ? '✓'
          : '✗',
    })),
  )
  await mkdir(RESULTS, { recursive: true })
  const date = new Date().toISOString()
  await writeFile(SUMMARY, `${JSON.stringify({ date, runs, figures }, null, 2)}\n`)
  const raw = { date, startup, clicks, allWallets: scrolls, openClose, connectCycles }
  await writeFile(resolve(RESULTS, 'startup.json'), `${JSON.stringify(raw, null, 2)}\n`)
  await writeFile(resolve(RESULTS, 'chunks.json'), `${JSON.stringify({ date, chunks }, null, 2)}\n`)
  console.log(`wrote ${RESULTS}/{summary,startup,chunks}.json`)
  // WalletConnect: URI shown → session settled over the local relay (issue 6).
  await runPairingBench(runs)
}

/** The growth a run of cycles left behind, after warm-up and a forced GC. */
function memoryFigures(label: string, run: MemoryRun | undefined): Figure[] {
  if (!run) return []
  const { afterWarmUp: before, afterCycles: after } = run
  return [
    {
      label: `${label}: DOM nodes added`,
      value: after.nodes - before.nodes,
      unit: 'count',
      target: '~0',
    },
    {
      label: `${label}: listeners added`,
      value: after.listeners - before.listeners,
      unit: 'count',
      target: '~0',
    },
    {
      label: `${label}: heap change`,
      value: (after.heapBytes - before.heapBytes) / KiB,
      unit: 'KiB',
      target: 'flat',
    },
  ]
}

main().catch((error) => {
  console.error('[bench] failed:', error)
  process.exit(1)
})
