import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildBenchPage } from './buildBenchPage'

/**
 * `npx tsx scripts/bench/startupModules.ts`: builds the bench page and lists the modules on
 * the start-up path, largest first (rendered bytes, before gzip), grouped by package or folder,
 * so that the next thing to move off start-up is a fact, not a guess.
 */
async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-modules-'))
  try {
    const built = await buildBenchPage(dir)
    const groups = new Map<string, number>()
    const modules: [string, number][] = []
    for (const chunk of built.chunks.filter((c) => c.startup)) {
      for (const [id, bytes] of Object.entries(chunk.moduleBytes)) {
        modules.push([id, bytes])
        const group = groupOf(id)
        groups.set(group, (groups.get(group) ?? 0) + bytes)
      }
    }
    const top = (entries: [string, number][], n: number) =>
      entries
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([name, bytes]) => ({ name, KiB: (bytes / 1024).toFixed(1) }))
    console.log(`start-up: ${(built.startupGzipBytes / 1024).toFixed(1)} KiB gzip`)
    console.table(top([...groups], 40))
    console.table(top(modules, Number(process.argv[2] ?? 60)))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** A package name for node_modules, else the source folder two levels deep. */
function groupOf(id: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)
  if (pkg) return pkg[1]!
  const rel = id.replace(/^.*?\/(modal|bench)\//, '$1/')
  return rel.split('/').slice(0, 3).join('/')
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
