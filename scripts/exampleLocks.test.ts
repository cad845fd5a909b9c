import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '..')
const read = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'))

/**
 * The examples install Portico from the packed tarball, but npm keeps the dependency list their
 * lockfile recorded for it: when portico gains a dependency the lockfiles do not list, an
 * example's build cannot resolve it (seen with the lazy polkadot family). Regenerate the lock
 * (`npm install --package-lock-only` beside a fresh `portico.tgz`) when this fails.
 */
describe('example lockfiles', () => {
  const portico = read('modal/package.json') as { dependencies: Record<string, string> }
  const examples = readdirSync(join(ROOT, 'examples'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

  it('default: there are examples to check', () => {
    expect(examples.length).toBeGreaterThanOrEqual(4)
  })

  it.each(examples)('behavior: %s records portico with its current dependencies', (name) => {
    const lock = read(`examples/${name}/package-lock.json`)
    const entry = lock.packages['node_modules/portico']
    expect(entry?.dependencies).toEqual(portico.dependencies)
    for (const dependency of Object.keys(portico.dependencies)) {
      expect(lock.packages[`node_modules/${dependency}`], dependency).toBeDefined()
    }
  })
})
