import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Rolldown } from 'vite'

/** The bench page's config (React + Portico + PorticoButton). */
export const BENCH_CONFIG = resolve(import.meta.dirname, '../../bench/vite.config.ts')

/** One JavaScript chunk of the build. */
export interface BuiltChunk {
  fileName: string
  gzipBytes: number
  /** Loaded at start-up: the entry and everything it imports statically. */
  startup: boolean
  /** The source modules bundled in it (absolute paths). */
  moduleIds: string[]
  /** Each module's rendered bytes in the chunk (before gzip). */
  moduleBytes: Record<string, number>
  /** Each module's rendered code gzipped alone: an upper bound of its share of the chunk. */
  moduleGzipBytes: Record<string, number>
}

/** What {@link buildBenchPage} produced. */
export interface BenchBuild {
  outDir: string
  chunks: BuiltChunk[]
  /** Gzip bytes of the start-up chunks, summed. */
  startupGzipBytes: number
}

/** The entry chunks and, transitively, their static imports: what the page loads before open(). */
function startupFileNames(chunks: Rolldown.OutputChunk[]): Set<string> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const found = new Set<string>()
  const visit = (name: string) => {
    if (found.has(name)) return
    found.add(name)
    for (const imported of byName.get(name)?.imports ?? []) visit(imported)
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName)
  return found
}

/**
 * Builds the bench page for production with vite into `outDir` and describes its chunks:
 * which load at start-up, their gzip sizes, and the modules inside each.
 *
 * @example
 * ```ts
 * const { outDir, startupGzipBytes } = await buildBenchPage('out/bench')
 * ```
 */
export async function buildBenchPage(
  outDir = resolve('out/bench'),
  page: 'index' | 'catalogue' | 'elements' = 'index',
): Promise<BenchBuild> {
  // Vite (and the React plugin) take production-ness from NODE_ENV when it is set, and vitest
  // sets it to "test": the page would get React's development build and JSX runtime.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  const output = await build({
    configFile: BENCH_CONFIG,
    mode: 'production',
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      // catalogue.html (bench/catalogue.ts) is its own build: sharing chunks with the measured
      // page would change that page's start-up chunks.
      rollupOptions: { input: resolve(BENCH_CONFIG, '..', `${page}.html`) },
    },
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  })
  const outputs = Array.isArray(output) ? output : [output]
  const chunks = outputs.flatMap((o) =>
    'output' in o ? o.output.filter((c): c is Rolldown.OutputChunk => c.type === 'chunk') : [],
  )
  if (chunks.length === 0) throw new Error('the bench build produced no JavaScript')
  const startup = startupFileNames(chunks)
  const described = chunks.map((chunk) => ({
    fileName: chunk.fileName,
    gzipBytes: gzipSync(chunk.code).length,
    startup: startup.has(chunk.fileName),
    moduleIds: [...chunk.moduleIds],
    moduleBytes: Object.fromEntries(
      Object.entries(chunk.modules).map(([id, m]) => [id, m.renderedLength]),
    ),
    moduleGzipBytes: Object.fromEntries(
      Object.entries(chunk.modules).map(([id, m]) => [id, m.code ? gzipSync(m.code).length : 0]),
    ),
  }))
  const startupGzipBytes = described
    .filter((c) => c.startup)
    .reduce((sum, c) => sum + c.gzipBytes, 0)
  return { outDir, chunks: described, startupGzipBytes }
}
