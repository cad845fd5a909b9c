import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BENCH_CUSTOM_WALLET } from '../../bench/benchCustomWallet'
import { quietPeriod } from '../../scenarios/runner/waits'
import { createWalletListingSimulator } from '../../simulators/api/walletListing/walletListingSimulator'
import { runAllWallets } from './allWalletsRun'
import { type BenchBuild, buildBenchPage } from './buildBenchPage'
import { launchChromium } from './chromium'
import { chunkBudgets, measureRow } from './chunkBudgets'
import { measureStartupOnce } from './measureStartup'
import { runMemoryCycles } from './memoryRun'
import { serveBenchPage } from './serveBenchPage'
import { waitForBench } from './waitForBench'

/**
 * The start-up budget: React 19 + Portico created + PorticoButton, gzip, what a visitor
 * downloads before ready. Issue 10's target is 100 KiB; it was met at 98.8 KiB.
 * What left start-up: on branch h-perf (106.8 before) the English catalogue, the button's
 * balance formatting and the legacy SIWE bridge; on h-perf2 (101.3 before) the API schemas
 * that no stored value uses, the native balance cache, the cookie's parser and the sign-in
 * watcher; on h-size (100.8 before) the request gate's decision, which the embedded wallet
 * hands in; then (100.3 before) the modal's whole theme, where the button needs seven
 * variables, and the named eip155 networks a host does not import (`@__PURE__`); then (99.8
 * before) the error texts only features, chains and connectors raise (`featureMessages.ts`).
 * React, react-dom and mobx alone are ~79 KiB. Anything new on the start-up path must make
 * room (`npx tsx scripts/bench/startupModules.ts` lists what is there).
 */
// Raised to 101 KiB for issues 31–37 (measured 100.8: the per-instance storage namespace, the
// hosted services' refusal watch, the button's label, size and render props), then to 101.5
// (measured 101.15: open()'s nothing-mounted warning, the filled Connect button's colour).
// Lowered to 100.75 KiB on 28 Nov: measured 100.57 (101.36 before, the hooks' hydration
// snapshot of issue 32 having come in since). What left: the warning's text
// (`nothingMountedWarning.ts`, loaded when it is given), the refusal watch (applied by the
// lazily loaded clients), the embedded wallet's approval queue (`approvalQueue.ts`, with the
// request gate), the connect attempts (`connectAttempts.ts`, with the first connect; the
// modal's chunk brings it) and the deep-link URL policy (`deepLinkPolicy.ts`). NOT back at
// 100 KiB: what is left is read before the first click or synchronously on it. The largest:
// the core error texts (~0.5 KiB: `new PorticoError` reads them), the alerts' table and
// texts (the alert store is ~0.6: `alerts.show` is synchronous), and ~0.2 KiB of rolldown putting
// porticoError.ts + coreMessages.ts, which the entry loads, in a start-up chunk of their own
// because lazy chunks share them (rolldown/rolldown#10731; `featureMessages.ts` importing
// PorticoError is what triggers it here).
const STARTUP_BUDGET_BYTES = 100.75 * 1024

/** Code of the families the eip155-only page must never load, open or not. */
const OTHER_CHAINS =
  /node_modules\/(@solana|@polkadot|bitcoinjs-lib|@bitcoinerlab)\/|modal\/chains\/(solana|polkadot|bip122)\/(?!networks|load\w+Adapter)/
/** Libraries that must load only on demand (a namespace used, a QR code shown, a pairing). */
const LAZY_ONLY = [
  /node_modules\/viem\//,
  /node_modules\/@walletconnect\//,
  /node_modules\/qrcode\//,
  /node_modules\/zod\//,
  OTHER_CHAINS,
  // The backends' clients load on first use (modal/core/services/lazyClients.ts).
  /modal\/core\/services\/(blockchainApi\/client|analytics\/analytics|walletListing\/client|http\/httpClient)\.ts$/,
  // What only a click, an error or a misuse needs: wallet deep links, the approval queue, the
  // connect attempts, open()'s nothing-mounted warning.
  /modal\/core\/(validation\/deepLinkPolicy|requests\/approvalQueue|stores\/(connectAttempts|nothingMountedWarning))\.ts$/,
]
/** "Flat": what a long session may add, in DOM nodes and in event listeners, after warm-up. */
const FLAT = { nodes: 20, listeners: 5 }
/** SPEC: AllWallets keeps the DOM small at any scroll position. */
const GRID_NODE_LIMIT = 200

describe('start-up and chunk budgets of the bench page (production build)', () => {
  let dir: string
  let built: BenchBuild
  let catalogue: BenchBuild

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-bench-'))
    built = await buildBenchPage(join(dir, 'index'))
    catalogue = await buildBenchPage(join(dir, 'catalogue'), 'catalogue')
  })

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('default: the start-up chunks weigh at most the start-up budget, gzip', () => {
    expect(built.startupGzipBytes).toBeGreaterThan(0)
    expect(built.startupGzipBytes).toBeLessThanOrEqual(STARTUP_BUDGET_BYTES)
  })

  it('behavior: viem, @walletconnect, qrcode, zod, other chains’ code, the backends’ clients and what only a click or an error needs are not start-up script', () => {
    const startupModules = built.chunks.filter((c) => c.startup).flatMap((c) => c.moduleIds)
    for (const library of LAZY_ONLY) {
      expect(startupModules.filter((id) => library.test(id))).toEqual([])
    }
    // The libraries are in the build, only later: the check above is not vacuous.
    const lazyModules = built.chunks.filter((c) => !c.startup).flatMap((c) => c.moduleIds)
    expect(lazyModules.some((id) => LAZY_ONLY[0]!.test(id))).toBe(true)
  })

  it('behavior: the modal UI (views, stylesheet, mount, the English catalogue but the button’s strings) is a lazy chunk, not start-up script', () => {
    const startupModules = built.chunks.filter((c) => c.startup).flatMap((c) => c.moduleIds)
    expect(
      startupModules.filter((id) =>
        /modal\/ui\/(ModalRoot|mount)\/|modal\/ui\/views\/(?!shared\/)|modal\/ui\/i18n\/(translator|loadLocale|locales\/en\/(?!button))/.test(
          id,
        ),
      ),
    ).toEqual([])
  })

  it('behavior: the error texts of features, chains and connectors are not start-up script; the core part is', () => {
    const startupModules = built.chunks.filter((c) => c.startup).flatMap((c) => c.moduleIds)
    const errors = startupModules.filter((id) => /modal\/core\/errors\//.test(id))
    expect(errors.some((id) => id.endsWith('coreMessages.ts'))).toBe(true)
    expect(errors.filter((id) => /featureMessages|catalogue/.test(id))).toEqual([])
  })

  it('parameters: every view, feature, chain adapter, WalletConnect and auth is lazy and within its budget', () => {
    const rows = chunkBudgets(built.chunks).filter((row) => !row.pending)
    // One row per lazy view and feature, plus the named ones: a missing part would shrink this.
    expect(rows.length).toBeGreaterThan(25)
    // Each shipped locale (English too: only the button's strings are start-up) is lazy, budgeted.
    expect(rows.filter((row) => row.name.startsWith('locale ')).map((row) => row.name)).toEqual([
      'locale en',
      'locale de',
      'locale fr',
    ])
    for (const row of rows) {
      const measured = measureRow(row, row.build === 'index' ? built.chunks : catalogue.chunks)
      expect({ row: row.name, onStartup: measured.onStartup }).toEqual({
        row: row.name,
        onStartup: [],
      })
      expect(measured.gzipBytes, row.name).toBeGreaterThan(0)
      expect(measured.gzipBytes, row.name).toBeLessThanOrEqual(row.budgetBytes)
    }
  })

  it("behavior: in Chromium the page makes no outside request before open() (not even a prepared view's image), and loads only the start-up script before ready", async () => {
    const server = await serveBenchPage(built.outDir)
    const browser = await launchChromium()
    try {
      const run = await measureStartupOnce(browser, server.url)
      expect(run.requestsBeforeOpenUrls).toEqual([])
      expect(run.startupScriptGzipBytes).toBe(built.startupGzipBytes)
      // The modal's chunk came after ready, from the page's own origin.
      expect(run.prefetchedBeforeOpen).toBeGreaterThan(0)
      expect(run.openToConnectMs).toBeGreaterThan(0)
      // The closed modal holds Connect prepared, hidden, for a page whose host wallet's image
      // is on another origin: nothing is requested before open(); after, the image is (without
      // pairing, the host's wallet is one to get, shown once Connect is).
      const page = await browser.newPage()
      const outside: string[] = []
      page.on('request', (r) => void (r.url().startsWith(server.url) || outside.push(r.url())))
      await page.goto(`${server.url}?customWallet`)
      await waitForBench(page)
      await page.locator('portico-modal >> [role="dialog"]').waitFor({ state: 'attached' })
      await quietPeriod(300, 'the closed modal requests nothing from another origin')
      expect(outside).toEqual([])
      await page.evaluate(() => window.__bench?.openView('Connect'))
      await expect.poll(() => outside).toEqual([BENCH_CUSTOM_WALLET.imageUrl])
    } finally {
      await browser.close()
      await server.close()
    }
  })

  it('behavior: opening the modal with only eip155 configured loads no solana, polkadot or bitcoin code; with solana it does', async () => {
    const server = await serveBenchPage(built.outDir)
    const browser = await launchChromium()
    const otherChainModulesAfterOpen = async (query: string) => {
      const page = await browser.newPage()
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url().split('/').pop()!)
      })
      await page.goto(`${server.url}${query}`)
      await waitForBench(page)
      await page.evaluate(() => window.__bench?.openAndWaitForConnect())
      // The Connect view loads the adapters of the configured families: let that finish.
      await page.waitForLoadState('networkidle')
      await page.close()
      return built.chunks
        .filter((c) => scripts.includes(c.fileName.split('/').pop()!))
        .flatMap((c) => c.moduleIds.filter((id) => OTHER_CHAINS.test(id)))
    }
    try {
      expect(await otherChainModulesAfterOpen('')).toEqual([])
      expect((await otherChainModulesAfterOpen('?solana')).length).toBeGreaterThan(0)
    } finally {
      await browser.close()
      await server.close()
    }
  })

  it('behavior: AllWallets over the 2,005-wallet listing keeps ≤ 200 elements in its grid while scrolling 5,000 px', async () => {
    const listing = createWalletListingSimulator()
    await listing.start()
    const server = await serveBenchPage(built.outDir, { walletListing: listing.url })
    const browser = await launchChromium()
    try {
      const run = await runAllWallets(browser, server.url)
      expect(run.scrolledPx).toBeGreaterThanOrEqual(5000)
      expect(run.maxGridNodes).toBeGreaterThan(0)
      expect(run.maxGridNodes).toBeLessThanOrEqual(GRID_NODE_LIMIT)
    } finally {
      await browser.close()
      await server.close()
      await listing.stop()
    }
  })

  it('behavior: 1,000 open/close and 100 connect/disconnect cycles leave DOM nodes and listeners flat, the wallet listing behind the page', async () => {
    // With the listing answering, every open fetches wallets and images. Samples are taken once
    // no request is in flight (memoryRun.ts): sampled mid-request, the count included the
    // requests' own abort listeners and read as growth. A finished request keeping its listener
    // is caught by modal/core/services/http/httpClient.test.ts.
    const listing = createWalletListingSimulator()
    await listing.start()
    const server = await serveBenchPage(built.outDir, { walletListing: listing.url })
    const browser = await launchChromium()
    try {
      for (const [kind, cycles] of [
        ['open-close', 1000],
        ['connect-disconnect', 100],
      ] as const) {
        const run = await runMemoryCycles(browser, server.url, kind, cycles)
        const { afterWarmUp: before, afterCycles: after } = run
        expect(before.nodes, kind).toBeGreaterThan(0)
        expect(after.nodes - before.nodes, kind).toBeLessThanOrEqual(FLAT.nodes)
        expect(after.listeners - before.listeners, kind).toBeLessThanOrEqual(FLAT.listeners)
      }
    } finally {
      await browser.close()
      await server.close()
      await listing.stop()
    }
  })
})
