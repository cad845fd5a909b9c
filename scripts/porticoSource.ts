import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { defaultClientConditions, defaultServerConditions } from 'vite'

/**
 * The export condition under which `portico`'s entries resolve to their TypeScript sources
 * (modal/exports/*.ts) instead of the built `dist/`. The lab, the bench and the tests import
 * Portico by its public names (`portico`, `portico/react`, …) and, with this condition, need
 * no library build first; a host installing the tarball never sets it and gets `dist/`.
 * tsconfig.json maps the same names with `paths` (tsc and Playwright's loader read those).
 */
export const PORTICO_SOURCE_CONDITION = 'portico-source'

/**
 * Vite `resolve` settings that add the source condition to Vite's defaults (setting
 * `conditions` replaces the defaults, so they are spelled out again).
 *
 * @example
 * ```ts
 * export default defineConfig({ resolve: porticoSourceResolve.client })
 * ```
 */
export const porticoSourceResolve = {
  client: { conditions: [PORTICO_SOURCE_CONDITION, ...defaultClientConditions] },
  server: { conditions: [PORTICO_SOURCE_CONDITION, ...defaultServerConditions] },
}

/**
 * The same mapping as exact aliases (`portico/react` → modal/exports/react.ts), read from the
 * `portico-source` entries of modal/package.json's `exports`. Vitest uses these: changing its
 * resolve conditions would also change how Node-side dependencies resolve in the tests.
 *
 * @example
 * ```ts
 * export default defineConfig({ resolve: { alias: porticoSourceAliases() } })
 * ```
 */
export function porticoSourceAliases(): { find: RegExp; replacement: string }[] {
  const manifest = JSON.parse(readFileSync(resolve(MODAL_DIR, 'package.json'), 'utf8')) as {
    exports: Record<string, string | Record<string, string>>
  }
  return Object.entries(manifest.exports).flatMap(([subpath, target]) => {
    const source = typeof target === 'object' ? target[PORTICO_SOURCE_CONDITION] : undefined
    if (!source) return []
    const name = subpath === '.' ? 'portico' : `portico/${subpath.slice(2)}`
    const escaped = name.replace(/[/.]/g, (c) => `\\${c}`)
    return [{ find: new RegExp(`^${escaped}$`), replacement: resolve(MODAL_DIR, source) }]
  })
}

const MODAL_DIR = resolve(import.meta.dirname, '../modal')
