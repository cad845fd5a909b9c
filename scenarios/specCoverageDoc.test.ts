import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { scenarios } from './index'

const ROOT = join(import.meta.dirname, '..')
const doc = readFileSync(join(ROOT, 'docs/spec-coverage.md'), 'utf8').split('\n')
/** Where a row's bare paths start: the sections say "relative to `modal/core/`" and the like. */
const BASES = ['', 'modal/core/', 'modal/', 'modal/core/services/', 'modal/features/']
const TEST_FILE = /[\w./-]+\.(?:test|spec)\.tsx?|[\w./-]+\.bench\.ts/g

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.'))
      continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) sourceFiles(path, found)
    else found.push(relative(ROOT, path))
  }
  return found
}

const files = ['modal', 'scripts', 'simulators', 'scenarios', 'e2e', 'renderer', 'main'].flatMap(
  (dir) => sourceFiles(join(ROOT, dir)),
)

/** A cited test file exists: from the root, a section's base, or as the end of one path. */
function exists(cited: string): boolean {
  const path = cited.replace(/^(\.\.\/|\.\/)+/, '')
  if (BASES.some((base) => existsSync(join(ROOT, base, cited)))) return true
  return files.some((file) => file.endsWith(`/${path}`))
}

/**
 * The coverage tables' rows (`| rule | test … |`): the rows under a header whose last column is
 * a test (Test, Checked by, Flow test, Proved by…), not the headers, rulers or other tables.
 */
const rows = doc.flatMap((line, index) => {
  if (!line.startsWith('| ') || doc[index + 1]?.startsWith('|---')) return []
  let header = index - 1
  while (header > 0 && doc[header]?.startsWith('|')) header--
  const columns = doc[header + 1] ?? ''
  return /(Test|Checked by|Flow test|Proved by|Test of its flow) \|$/.test(columns)
    ? [{ line, number: index + 1 }]
    : []
})

describe('docs/spec-coverage.md', () => {
  it('default: every test file it cites exists', () => {
    const missing = doc.flatMap((line, index) =>
      [...line.matchAll(TEST_FILE)]
        .map((match) => match[0])
        .filter((cited) => !exists(cited))
        .map((cited) => `line ${index + 1}: ${cited}`),
    )
    expect(missing).toEqual([])
  })

  it('behavior: every scenario it names is registered, so CI replays it', () => {
    const registered = new Set(scenarios.map((scenario) => scenario.id))
    const named = doc.flatMap((line, index) =>
      [...line.matchAll(/scenarios? ((?:`[a-z0-9-]+`(?:,| and| \([^)]*\),?)? ?)+)/g)].flatMap(
        (match) =>
          [...(match[1] ?? '').matchAll(/`([a-z0-9-]+)`/g)].map((id) => ({
            id: id[1] ?? '',
            line: index + 1,
          })),
      ),
    )
    expect(named.length).toBeGreaterThan(100)
    const unknown = named.filter(({ id }) => !registered.has(id))
    expect(unknown.map(({ id, line }) => `line ${line}: ${id}`)).toEqual([])
  })

  it('behavior: every rule row names a test, a scenario or the section that does', () => {
    expect(rows.length).toBeGreaterThan(300)
    const bare = rows.filter(({ line }) => {
      const cited = line.split(' | ').slice(1).join(' | ')
      return !/\.(test|spec)\.tsx?|\.bench\.ts|›|scenarios? `|^see |section|Not raised/.test(cited)
    })
    expect(bare.map(({ number, line }) => `line ${number}: ${line.slice(0, 80)}`)).toEqual([])
  })
})
