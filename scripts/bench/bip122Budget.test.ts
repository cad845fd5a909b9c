import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Rolldown } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from './chromium'
import { serveBenchPage } from './serveBenchPage'

const EXPORTS = resolve(import.meta.dirname, '../../modal/exports/bip122.ts')
const BIP322 = resolve(import.meta.dirname, '../../modal/chains/bip122/bip322.ts')
const BITCOINJS = resolve(import.meta.dirname, '../../node_modules/bitcoinjs-lib/src/esm/index.js')
/** BIP-322's taproot "Hello World" vector (bitcoin/bips, bip-0322.mediawiki). */
const P2TR_VECTOR = {
  message: 'Hello World',
  address: 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3',
  signature:
    'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==',
}
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
        'globalThis.bip122 = { bitcoin, load: () => loadBip122Adapter({ wallets: () => [], fetch }),\n' +
        `  verify: async (v) => { const [m, lib] = await Promise.all([import(${JSON.stringify(BIP322)}), import(${JSON.stringify(BITCOINJS)})]);\n` +
        '    return m.verifyBip322Simple({ ...v, network: lib.networks.bitcoin }) } }\n',
    )
    const nodeEnv = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    const output = await build({
      configFile: false,
      root: dir,
      logLevel: 'warn',
      build: { outDir: join(dir, 'out'), rollupOptions: { input: entry } },
    }).finally(() => {
      process.env.NODE_ENV = nodeEnv
    })
    const outputs = Array.isArray(output) ? output : [output]
    chunks = outputs.flatMap((o) =>
      'output' in o ? o.output.filter((c): c is Rolldown.OutputChunk => c.type === 'chunk') : [],
    )
  })

  it('behavior: in Chromium the lazy chunks run without Node polyfills (address check, BIP-322 verify)', async () => {
    const entry = chunks.find((c) => c.isEntry)
    await writeFile(
      join(dir, 'out', 'index.html'),
      `<!doctype html><title>bip122</title><script type="module" src="./${entry?.fileName}"></script>`,
    )
    const server = await serveBenchPage(join(dir, 'out'))
    const browser = await launchChromium()
    try {
      const page = await browser.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(server.url)
      await page.waitForFunction(() => 'bip122' in globalThis)
      const result = await page.evaluate(async (vector) => {
        type Lab = {
          bitcoin: unknown
          load(): Promise<{ isValidAddress(a: string, n: unknown): boolean }>
          verify(v: typeof vector): Promise<boolean>
        }
        const lab = (globalThis as unknown as { bip122: Lab }).bip122
        const adapter = await lab.load()
        return {
          taprootValid: adapter.isValidAddress(vector.address, lab.bitcoin),
          garbageValid: adapter.isValidAddress('bc1qnotanaddress', lab.bitcoin),
          verified: await lab.verify(vector),
          tampered: await lab.verify({ ...vector, message: 'Hello' }),
        }
      }, P2TR_VECTOR)
      expect(result).toEqual({
        taprootValid: true,
        garbageValid: false,
        verified: true,
        tampered: false,
      })
      expect(errors).toEqual([])
    } finally {
      await browser.close()
      await server.close()
    }
  })

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
