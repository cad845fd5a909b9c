import { mkdir, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { buildBenchPage } from './buildBenchPage'
import { launchChromium } from './chromium'
import { measureStartupOnce, median, type StartupRun } from './measureStartup'
import { runPairingBench } from './pairingBench'
import { serveBenchPage } from './serveBenchPage'

/**
 * `npm run bench`: builds the minimal production host page (bench/), serves it on 127.0.0.1
 * and loads it cold (a new browser context each time) `BENCH_RUNS` times (default 7, at least
 * 5) in headless Chromium. Prints a table and writes bench-results/startup.json.
 */
const RESULTS = resolve('bench-results/startup.json')
const runs = Math.max(5, Number(process.env.BENCH_RUNS ?? 7))

const kib = (bytes: number) => (bytes / 1024).toFixed(1)
const ms = (value: number) => value.toFixed(1)

async function main(): Promise<void> {
  const built = await buildBenchPage()
  const server = await serveBenchPage(built.outDir)
  const browser = await launchChromium()
  const results: StartupRun[] = []
  try {
    // One warm-up load so that the first measured run does not pay for Chromium's own start.
    await measureStartupOnce(browser, server.url)
    for (let i = 0; i < runs; i++) results.push(await measureStartupOnce(browser, server.url))
  } finally {
    await browser.close()
    await server.close()
  }

  const medians = {
    startupScriptGzipBytes: median(results.map((r) => r.startupScriptGzipBytes)),
    readyMs: median(results.map((r) => r.readyMs)),
    openToConnectMs: median(results.map((r) => r.openToConnectMs)),
    requestsBeforeOpen: median(results.map((r) => r.requestsBeforeOpen)),
  }
  console.table(
    results.map((r, i) => ({
      run: i + 1,
      'start-up script (KiB gz)': kib(r.startupScriptGzipBytes),
      'navigation → ready (ms)': ms(r.readyMs),
      'open() → Connect painted (ms)': ms(r.openToConnectMs),
      'requests before open()': r.requestsBeforeOpen,
    })),
  )
  console.log(
    `median: ${kib(medians.startupScriptGzipBytes)} KiB gz at start-up (build says ${kib(built.startupGzipBytes)} KiB), ` +
      `ready ${ms(medians.readyMs)} ms, open → Connect ${ms(medians.openToConnectMs)} ms, ` +
      `${medians.requestsBeforeOpen} requests before open()`,
  )
  await mkdir(resolve('bench-results'), { recursive: true })
  const chunks = built.chunks.map(({ moduleIds: _, ...chunk }) => chunk)
  const report = { date: new Date().toISOString(), runs: results, medians, chunks }
  await writeFile(RESULTS, `${JSON.stringify(report, null, 2)}\n`)
  console.log(`wrote ${RESULTS}`)
  // WalletConnect: URI shown → session settled over the local relay (issue 6).
  await runPairingBench(runs)
}

main().catch((error) => {
  console.error('[bench] failed:', error)
  process.exit(1)
})
