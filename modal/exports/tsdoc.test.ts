import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ENTRIES = readdirSync(__dirname).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
)

/** The source file a relative module specifier names (x.ts, x.tsx or x/index.ts). */
function sourceOf(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier)
  const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(existsSync)
  if (!found) throw new Error(`cannot resolve ${specifier} from ${from}`)
  return found
}

/** `export { a, b as c } from './x'` and `export type { … } from './x'` of one file. */
function reExports(file: string): Array<{ name: string; local: string; from: string }> {
  const text = readFileSync(file, 'utf8')
  const found: Array<{ name: string; local: string; from: string }> = []
  for (const match of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    for (const part of match[1]!.split(',')) {
      const [local, name = local] = part
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/)
      if (local) found.push({ name: name!, local, from: sourceOf(file, match[2]!) })
    }
  }
  return found
}

/** Whether `name` is declared in `file` (or re-exported from there) right after a TSDoc block with `@example`. */
function documented(file: string, name: string, depth = 0): boolean {
  const text = readFileSync(file, 'utf8')
  const declaration = new RegExp(
    `(/\\*\\*(?:(?!\\*/)[\\s\\S])*\\*/)\\s*export\\s+(?:declare\\s+)?(?:abstract\\s+)?(?:async\\s+)?(?:function\\*?|class|const|let|interface|type|enum)\\s+${name}\\b`,
  )
  const match = declaration.exec(text)
  if (match) return match[1]!.includes('@example')
  const onward = reExports(file).find((entry) => entry.name === name)
  return depth < 5 && onward !== undefined && documented(onward.from, onward.local, depth + 1)
}

describe('public API documentation', () => {
  it('default: every name a public entry exports has TSDoc with an @example', () => {
    const missing = ENTRIES.flatMap((entry) =>
      reExports(join(__dirname, entry))
        .filter(({ local, from }) => !documented(from, local))
        .map(({ name }) => `${entry}: ${name}`),
    )
    expect(missing).toEqual([])
  })
})
