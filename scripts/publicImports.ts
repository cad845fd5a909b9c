import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

/** The entries a host may import: the package's `exports` map, nothing else. */
export const PUBLIC_ENTRIES: readonly string[] = Object.keys(
  (
    JSON.parse(readFileSync(resolve(import.meta.dirname, '../modal/package.json'), 'utf8')) as {
      exports: Record<string, unknown>
    }
  ).exports,
)
  .filter((subpath) => subpath !== './package.json')
  .map((subpath) => (subpath === '.' ? 'portico' : `portico/${subpath.slice(2)}`))

/** One import that goes around the public entries. */
export interface ForbiddenImport {
  file: string
  specifier: string
}

const SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+|require\s*\(\s*)['"]([^'"]+)['"]/g
const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs)$/

function* sourceFiles(dir: string): Generator<string> {
  let entries: import('node:fs').Dirent[]
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) {
      continue
    }
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (SOURCE.test(entry.name)) yield path
  }
}

/**
 * The imports in `dirs` (below `root`) that reach into modal/ by path or into a `portico/…`
 * subpath that is not a public entry. A host, and the lab as the first host, imports only
 * the public entries.
 *
 * @example
 * ```ts
 * findForbiddenImports(process.cwd(), ['renderer', 'bench']) // [] when clean
 * ```
 */
export function findForbiddenImports(root: string, dirs: readonly string[]): ForbiddenImport[] {
  const modal = resolve(root, 'modal') + sep
  const found: ForbiddenImport[] = []
  for (const dir of dirs) {
    for (const file of sourceFiles(resolve(root, dir))) {
      const text = readFileSync(file, 'utf8')
      for (const [, specifier = ''] of text.matchAll(SPECIFIER)) {
        const intoModal =
          specifier.startsWith('.') && (resolve(dirname(file), specifier) + sep).startsWith(modal)
        const deepPackage = /^portico\//.test(specifier) && !PUBLIC_ENTRIES.includes(specifier)
        if (intoModal || deepPackage) found.push({ file: relative(root, file), specifier })
      }
    }
  }
  return found
}
