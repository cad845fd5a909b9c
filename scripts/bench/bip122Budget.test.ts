import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Rolldown } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const EXPORTS = resolve(import.meta.dirname, '../../modal/exports/bip122.ts')
const BITCOIN_LIBRARIES = /node_modules\/(bitcoinjs-lib|@bitcoinerlab|bip174|@noble\/curves)\//
/** What the lazily loaded bip122 chunks may weigh, gzip (FIELD-NOTES: bitcoinjs-lib 37–69 KiB). */
const BIP122_CHUNK_BUDGET_BYTES = 90 * 1024

describe('bip122 loads only when its namespace is used (production build)', () => {
  let dir: string
  let chunks: Rolldown.OutputChunk[] = []

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-bip122-'))
    const entry = join(dir, 'entry.ts')
    // A host page that configures bitcoin: it imports the entry, the adapter only on use.
    await writeFile(
      entry,
      `import { bitcoin, loadBip122Adapter } from ${JSON.stringify(EXPORTS)}\n` +
        'globalThis.bip122 = { bitcoin, load: () => loadBip122Adapter({ wallets: () => [], fetch }) }\n',
    )
    const nodeEnv = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    const output = await build({
      configFile: false,
      root: dir,
      logLevel: 'warn',
      build: { outDir: join(dir, 'out'), write: false, rollupOptions: { input: entry } },
    }).finally(() => {
      process.env.NODE_ENV = nodeEnv
    })
    const outputs = Array.isArray(output) ? output : [output]
    chunks = outputs.flatMap((o) =>
      'output' in o ? o.output.filter((c): c is Rolldown.OutputChunk => c.type === 'chunk') : [],
    )
  }, 90_000)

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('default: the entry chunk holds no bitcoin library; the lazy chunks do, within budget', () => {
    const entry = chunks.filter((c) => c.isEntry)
    const lazy = chunks.filter((c) => !c.isEntry)
    expect(entry.flatMap((c) => c.moduleIds).filter((id) => BITCOIN_LIBRARIES.test(id))).toEqual([])
    expect(
      lazy.flatMap((c) => c.moduleIds).some((id) => /node_modules\/bitcoinjs-lib\//.test(id)),
    ).toBe(true)
    expect(lazy.flatMap((c) => c.moduleIds).some((id) => /\.wasm$/.test(id))).toBe(false)
    const lazyGzip = lazy.reduce((sum, c) => sum + gzipSync(c.code).length, 0)
    console.info(`bip122 lazy chunks: ${(lazyGzip / 1024).toFixed(1)} KiB gzip`)
    expect(lazyGzip).toBeLessThanOrEqual(BIP122_CHUNK_BUDGET_BYTES)
  })
})
