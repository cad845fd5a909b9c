import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/** A relative specifier in `from '…'`, `import '…'`, `import('…')` or `export … from '…'`. */
const RELATIVE_SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g

/**
 * The ESM spelling of one relative specifier in a declaration file at `fromFile`: `./x` →
 * `./x.js` when `x.d.ts` sits beside it, `./dir` → `./dir/index.js` for a folder; a specifier
 * that already names a `.js` file, or that matches no declaration, is left as it is.
 *
 * @example
 * ```ts
 * esmSpecifier('/dist/types/exports/index.d.ts', '../core/createPortico') // '../core/createPortico.js'
 * ```
 */
export function esmSpecifier(fromFile: string, specifier: string): string {
  if (specifier.endsWith('.js')) return specifier
  const target = resolve(dirname(fromFile), specifier)
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`
  return specifier
}

/**
 * Rewrites the relative specifiers of one declaration file's text to their ESM spelling, so
 * that TypeScript's `node16` / `nodenext` resolution (which, like Node, adds no extension)
 * finds every file. `bundler` and `node10` resolve the `.js` spelling as well.
 *
 * @example
 * ```ts
 * rewriteDeclaration(file, "export * from './types/exports/index'") // "export * from './types/exports/index.js'"
 * ```
 */
export function rewriteDeclaration(file: string, text: string): string {
  return text.replace(
    RELATIVE_SPECIFIER,
    (_match, lead: string, quote: string, specifier: string) =>
      `${lead}${quote}${esmSpecifier(file, specifier)}${quote}`,
  )
}

/** Every `.d.ts` file under `dir`, recursively. */
function declarationFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return declarationFiles(path)
    return name.endsWith('.d.ts') ? [path] : []
  })
}

/**
 * Rewrites every declaration file under `dist` in place (see {@link rewriteDeclaration}).
 * Returns how many files changed.
 *
 * @example
 * ```ts
 * rewriteDeclarations('/work/main/modal/dist')
 * ```
 */
export function rewriteDeclarations(dist: string): number {
  let changed = 0
  for (const file of declarationFiles(dist)) {
    const text = readFileSync(file, 'utf8')
    const rewritten = rewriteDeclaration(file, text)
    if (rewritten !== text) {
      writeFileSync(file, rewritten)
      changed += 1
    }
  }
  return changed
}
