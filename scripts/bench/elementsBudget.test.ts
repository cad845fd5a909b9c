import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BenchBuild, buildBenchPage } from './buildBenchPage'

/**
 * The start-up of a page without React (`portico/elements`, bench/elements.ts): React and
 * react-dom come with Portico, the mount renders the provider and the button elements, and
 * the modal loads later exactly as on the React bench page. Its own row: the React page's
 * start-up (budget.test.ts) plus the elements' mount, directory and portals (~2.3 KiB gzip
 * counted module by module; measured 102.7 KiB in all on 28 Nov).
 */
const ELEMENTS_STARTUP_BUDGET_BYTES = 103 * 1024

/** What must stay out of start-up here as on the React page: the modal's views and the libraries. */
const LAZY_ONLY = [
  /modal\/ui\/ModalRoot\//,
  // The button's address shortening is the one view helper start-up has (as on the React page).
  /modal\/ui\/views\/(?!shared\/truncateAddress)/,
  /modal\/ui\/mount\/porticoStylesheet\.ts$/,
  /node_modules\/(viem|@walletconnect|qrcode|zod)\//,
]

describe('start-up of a page without React (portico/elements, production build)', () => {
  let dir: string
  let built: BenchBuild

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-elements-'))
    built = await buildBenchPage(dir, 'elements')
  })

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('default: the start-up chunks weigh at most the elements budget, gzip', () => {
    expect(built.startupGzipBytes).toBeGreaterThan(90 * 1024)
    expect(built.startupGzipBytes).toBeLessThanOrEqual(ELEMENTS_STARTUP_BUDGET_BYTES)
  })

  it('behavior: the modal, viem, the WalletConnect client, qrcode and zod load later', () => {
    const startup = built.chunks.filter((c) => c.startup).flatMap((c) => c.moduleIds)
    const later = built.chunks.filter((c) => !c.startup).flatMap((c) => c.moduleIds)
    for (const lazy of LAZY_ONLY) expect(startup.filter((id) => lazy.test(id))).toEqual([])
    expect(later.some((id) => /modal\/ui\/ModalRoot\//.test(id))).toBe(true)
    expect(startup.some((id) => /modal\/elements\/mountPortico\.tsx$/.test(id))).toBe(true)
  })
})
