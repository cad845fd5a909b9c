import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { createWalletListingSimulator } from '../../simulators/api/walletListing/walletListingSimulator'
import { buildBenchPage } from './buildBenchPage'
import { launchChromium } from './chromium'
import { type ClickRun, type ClickTarget, HUMAN_PRESS_MS, measureClickOnce } from './clickRun'
import { median } from './measureStartup'
import { serveBenchPage } from './serveBenchPage'

/**
 * `npm run bench:peer`: Portico's bench page beside RainbowKit's minimal page
 * (bench/peers/rainbowkit: `getDefaultConfig`, one ConnectButton, the same React and Vite),
 * both production builds served from 127.0.0.1, in one headless Chromium that resolves no
 * other host (the peer's relay and RPC requests fail at once, as Portico makes none). Each of
 * `BENCH_RUNS` rounds (default 9) loads each page cold, in alternating order, for a machine's
 * click and for a person's 80 ms press. Prints medians; writes bench-results/peers.json.
 * Not part of `npm test`: the peer page is installed on demand (see README "Performance").
 */
const PEER_DIR = resolve('bench/peers/rainbowkit')
const runs = Math.max(5, Number(process.env.BENCH_RUNS ?? 9))
/** Nothing but 127.0.0.1 resolves: no request leaves the machine, none waits on a timeout. */
const ONLY_LOOPBACK = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'

const RAINBOWKIT: ClickTarget = {
  async ready(page) {
    await page.waitForSelector('[data-testid="rk-connect-button"]')
    // Idle, as Portico's page is once its modal has mounted.
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 2000 })),
    )
  },
  button: '[data-testid="rk-connect-button"]',
  listSelector: '[role="dialog"] [data-testid^="rk-wallet-option-"]',
}

async function main(): Promise<void> {
  const peerDist = resolve(PEER_DIR, 'dist')
  if (!existsSync(peerDist)) {
    console.error(`No peer build at ${peerDist}: (cd ${PEER_DIR} && npm ci && npm run build)`)
    process.exit(1)
  }
  const built = await buildBenchPage()
  const listing = createWalletListingSimulator()
  await listing.start()
  const portico = await serveBenchPage(built.outDir, { walletListing: listing.url })
  const peer = await serveBenchPage(peerDist)
  const browser = await launchChromium([ONLY_LOOPBACK])
  const pages = [
    { name: 'Portico', url: portico.url, target: undefined },
    { name: 'RainbowKit', url: peer.url, target: RAINBOWKIT },
  ]
  const results = new Map(
    pages.map((p) => [p.name, { clicks: [] as ClickRun[], presses: [] as ClickRun[] }]),
  )
  try {
    // Warm-up: Chromium's own first start is paid by neither page.
    for (const page of pages) await measureClickOnce(browser, page.url, 0, page.target)
    for (let round = 0; round < runs; round++) {
      const order = round % 2 === 0 ? pages : [...pages].reverse()
      for (const page of order) {
        const result = results.get(page.name)!
        result.clicks.push(await measureClickOnce(browser, page.url, 0, page.target))
        result.presses.push(await measureClickOnce(browser, page.url, HUMAN_PRESS_MS, page.target))
      }
    }
  } finally {
    await browser.close()
    await Promise.all([portico.close(), peer.close(), listing.stop()])
  }

  const figures = [...results].map(([name, { clicks, presses }]) => ({
    name,
    clickHandlerMs: median(clicks.map((r) => r.clickHandlerMs)),
    clickToWalletListMs: median(clicks.map((r) => r.clickToWalletListMs)),
    pressReleaseToWalletListMs: median(presses.map((r) => r.releaseToWalletListMs)),
    pressDownToWalletListMs: median(presses.map((r) => r.clickToWalletListMs)),
  }))
  console.log(`\nMedians of ${runs} cold runs each, interleaved (ms):`)
  console.table(Object.fromEntries(figures.map(({ name, ...row }) => [name, row])))
  await mkdir(resolve('bench-results'), { recursive: true })
  await writeFile(
    resolve('bench-results/peers.json'),
    `${JSON.stringify({ runs, pressMs: HUMAN_PRESS_MS, figures }, null, 2)}\n`,
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
