import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BuiltChunk, buildBenchPage } from './buildBenchPage'

/** One line of the listing: a module or a group, its rendered and its gzip bytes. */
export interface ModuleSize {
  name: string
  bytes: number
  gzipBytes: number
}

/**
 * The modules of the start-up chunks and their groups (package or source folder), largest
 * gzip first. A module's gzip figure is its rendered code gzipped alone, so the figures add up
 * to more than the chunk's gzip size (the chunk compresses across modules): they rank, they
 * do not sum.
 *
 * @example
 * ```ts
 * const { modules, groups } = startupModuleSizes(built.chunks)
 * modules[0] // { name: '…/react-dom-client.production.js', bytes: 529_000, gzipBytes: 93_000 }
 * ```
 */
export function startupModuleSizes(chunks: BuiltChunk[]): {
  modules: ModuleSize[]
  groups: ModuleSize[]
} {
  const modules: ModuleSize[] = []
  const groups = new Map<string, ModuleSize>()
  for (const chunk of chunks.filter((c) => c.startup)) {
    for (const [id, bytes] of Object.entries(chunk.moduleBytes)) {
      const gzipBytes = chunk.moduleGzipBytes[id] ?? 0
      modules.push({
        name: id.replace(/^.*?\/(modal|bench|node_modules)\//, '$1/'),
        bytes,
        gzipBytes,
      })
      const name = groupOf(id)
      const group = groups.get(name) ?? { name, bytes: 0, gzipBytes: 0 }
      group.bytes += bytes
      group.gzipBytes += gzipBytes
      groups.set(name, group)
    }
  }
  const bySize = (a: ModuleSize, b: ModuleSize) => b.gzipBytes - a.gzipBytes
  return { modules: modules.sort(bySize), groups: [...groups.values()].sort(bySize) }
}

/** A package name for node_modules, else the source folder two levels deep. */
export function groupOf(id: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)
  if (pkg) return pkg[1]!
  const rel = id.replace(/^.*?\/(modal|bench)\//, '$1/')
  return rel.split('/').slice(0, 3).join('/')
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1)
const rows = (list: ModuleSize[], n: number) =>
  list
    .slice(0, n)
    .map((m) => ({ name: m.name, 'gzip KiB': kib(m.gzipBytes), 'raw KiB': kib(m.bytes) }))

/**
 * `npx tsx scripts/bench/startupModules.ts [n]`: builds the bench page and lists what is on
 * its start-up path by gzip size (groups, then the `n` largest modules, default 60), so that
 * the next thing to move off start-up is a fact, not a guess.
 */
async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-modules-'))
  try {
    const built = await buildBenchPage(dir)
    const { modules, groups } = startupModuleSizes(built.chunks)
    console.log(`start-up: ${kib(built.startupGzipBytes)} KiB gzip (the chunks as served)`)
    console.table(rows(groups, 40))
    console.table(rows(modules, Number(process.argv[2] ?? 60)))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
