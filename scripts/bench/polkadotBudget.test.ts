import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BenchBuild, buildBenchPage } from './buildBenchPage'
import { launchChromium } from './chromium'
import { namedBudget } from './chunkBudgets'
import { serveBenchPage } from './serveBenchPage'
import { waitForBench } from './waitForBench'

/**
 * The polkadot family's lazy chunks (the adapter, @polkadot/api, its types and the crypto
 * code), gzip, against the same row the budget test and the bench print
 * (`chain polkadot` in chunkBudgets.ts). Its network presets and the loader (a dynamic
 * import) are tiny data a host imports eagerly and are not in the row.
 */
const { modules: POLKADOT_CODE, budgetBytes: POLKADOT_CHUNK_BUDGET_BYTES } =
  namedBudget('chain polkadot')

describe('polkadot loads only when its namespace is used (bench page, production build)', () => {
  let dir: string
  let built: BenchBuild

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-polkadot-'))
    built = await buildBenchPage(dir)
  })

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  const polkadotChunks = () =>
    built.chunks.filter((c) => c.moduleIds.some((id) => POLKADOT_CODE.test(id)))

  it('default: the polkadot code is in lazy chunks only, within its budget', () => {
    expect(polkadotChunks().length).toBeGreaterThan(0)
    expect(polkadotChunks().filter((c) => c.startup)).toEqual([])
    const gzip = polkadotChunks().reduce((sum, c) => sum + c.gzipBytes, 0)
    console.info(`polkadot lazy chunks: ${(gzip / 1024).toFixed(1)} KiB gzip`)
    expect(gzip).toBeLessThanOrEqual(POLKADOT_CHUNK_BUDGET_BYTES)
  })

  it('behavior: opening the modal with only eip155 loads no polkadot code; with polkadot the extension list runs', async () => {
    const polkadotFiles = polkadotChunks().map((c) => c.fileName.split('/').pop()!)
    const server = await serveBenchPage(built.outDir)
    const browser = await launchChromium()
    const afterOpen = async (query: string) => {
      const page = await browser.newPage()
      const scripts: string[] = []
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url().split('/').pop()!)
      })
      await page.goto(`${server.url}${query}`)
      await waitForBench(page)
      await page.evaluate(() => window.__bench?.openAndWaitForConnect())
      await page.waitForLoadState('networkidle')
      await page.close()
      return { files: scripts.filter((file) => polkadotFiles.includes(file)), errors }
    }
    try {
      expect(await afterOpen('')).toEqual({ files: [], errors: [] })
      const withPolkadot = await afterOpen('?polkadot')
      expect(withPolkadot.files.length).toBeGreaterThan(0)
      expect(withPolkadot.errors).toEqual([])
    } finally {
      await browser.close()
      await server.close()
    }
  })
})
