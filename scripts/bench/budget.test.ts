import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BenchBuild, buildBenchPage } from './buildBenchPage'
import { launchChromium } from './chromium'
import { measureStartupOnce } from './measureStartup'
import { serveBenchPage } from './serveBenchPage'

/** The start-up budget: React included, gzip, what a visitor downloads before open(). */
const STARTUP_BUDGET_BYTES = 150 * 1024

/**
 * The swap feature (store and views, SPEC §2: loaded on demand) as a visitor downloads it on
 * opening Swap, gzip. Its constants (the swap-network list) ride with the Account view.
 */
const SWAP_CHUNK_BUDGET_BYTES = 12 * 1024
const SWAP_MODULE = /modal\/features\/swap\/(?!swapConstants)/

/** Libraries that must load only on demand (a namespace used, a QR code shown, a pairing). */
const LAZY_ONLY = [
  /node_modules\/viem\//,
  /node_modules\/@walletconnect\//,
  /node_modules\/qrcode\//,
]

describe('start-up budget of the bench page (production build)', () => {
  let dir: string
  let built: BenchBuild

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-bench-'))
    built = await buildBenchPage(dir)
  }, 90_000)

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('default: the start-up chunks weigh at most 150 KiB gzip', () => {
    expect(built.startupGzipBytes).toBeGreaterThan(0)
    expect(built.startupGzipBytes).toBeLessThanOrEqual(STARTUP_BUDGET_BYTES)
  })

  it('behavior: viem, @walletconnect and qrcode are not in the start-up chunks', () => {
    const startupModules = built.chunks.filter((c) => c.startup).flatMap((c) => c.moduleIds)
    for (const library of LAZY_ONLY) {
      expect(startupModules.filter((id) => library.test(id))).toEqual([])
    }
    // The libraries are in the build, only later: the check above is not vacuous.
    const lazyModules = built.chunks.filter((c) => !c.startup).flatMap((c) => c.moduleIds)
    expect(lazyModules.some((id) => LAZY_ONLY[0]!.test(id))).toBe(true)
  })

  it('behavior: the swap feature is outside the start-up chunks and within its budget', () => {
    const swapChunks = built.chunks.filter((c) => c.moduleIds.some((id) => SWAP_MODULE.test(id)))
    expect(swapChunks.length).toBeGreaterThan(0)
    expect(swapChunks.filter((c) => c.startup).map((c) => c.fileName)).toEqual([])
    const swapBytes = swapChunks.reduce((sum, c) => sum + c.gzipBytes, 0)
    expect(swapBytes).toBeLessThanOrEqual(SWAP_CHUNK_BUDGET_BYTES)
  })

  it('behavior: in Chromium the page makes no request before open() and loads only the start-up script', async () => {
    const server = await serveBenchPage(built.outDir)
    const browser = await launchChromium()
    try {
      const run = await measureStartupOnce(browser, server.url)
      expect(run.requestsBeforeOpenUrls).toEqual([])
      expect(run.startupScriptGzipBytes).toBeLessThanOrEqual(STARTUP_BUDGET_BYTES)
      expect(run.startupScriptGzipBytes).toBe(built.startupGzipBytes)
      expect(run.openToConnectMs).toBeGreaterThan(0)
    } finally {
      await browser.close()
      await server.close()
    }
  }, 40_000)
})
