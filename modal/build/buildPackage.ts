import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { rewriteDeclarations } from './declarationSpecifiers'

/**
 * Builds the `portico` package into modal/dist: one ESM file per public entry plus shared and
 * lazy chunks (vite library mode, so viem and the WalletConnect client stay behind dynamic
 * imports exactly as in the lab), then `.d.ts` files (tsc), then one `.d.ts` per entry, every
 * relative specifier spelled with its `.js` (ESM-only: types resolve under bundler, node16,
 * nodenext and node10).
 * Run by `npm run build -w portico` and by `npm pack` (prepack).
 */
const MODAL = resolve(import.meta.dirname, '..')
const DIST = resolve(MODAL, 'dist')

/**
 * Entries whose output React Server Components must treat as client code: the React entry
 * only. `portico/wagmi` stays a plain module so that a wagmi config can be built anywhere.
 */
const CLIENT_ENTRIES = new Set(['react'])

const manifest = JSON.parse(readFileSync(resolve(MODAL, 'package.json'), 'utf8')) as {
  exports: Record<string, unknown>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

/**
 * The public entries, read from the `exports` map (`.` is `index`, `./react` is `react`, …):
 * adding an entry to modal/package.json is all it takes to build it. Each is built from
 * modal/exports/<name>.ts into dist/<name>.js and dist/<name>.d.ts.
 */
export const ENTRIES: readonly string[] = Object.keys(manifest.exports)
  .filter((subpath) => subpath !== './package.json')
  .map((subpath) => (subpath === '.' ? 'index' : subpath.slice(2)))
const externals = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })
/** A package or any of its subpaths (`react/jsx-runtime`, `viem/accounts`) stays external. */
const isExternal = (id: string) =>
  externals.some((name) => id === name || id.startsWith(`${name}/`))

async function buildJavaScript(dist: string): Promise<void> {
  await build({
    configFile: false,
    root: MODAL,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir: dist,
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      sourcemap: false,
      copyPublicDir: false,
      lib: {
        entry: Object.fromEntries(
          ENTRIES.map((name) => [name, resolve(MODAL, `exports/${name}.ts`)]),
        ),
        formats: ['es'],
      },
      rolldownOptions: {
        external: isExternal,
        output: {
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          banner: (chunk) =>
            chunk.isEntry && CLIENT_ENTRIES.has(chunk.name) ? "'use client';" : '',
        },
      },
    },
  })
}

function buildDeclarations(dist: string): void {
  const tsc = resolve(MODAL, '../node_modules/typescript/bin/tsc')
  execFileSync(
    process.execPath,
    [tsc, '-p', resolve(MODAL, 'tsconfig.build.json'), '--outDir', resolve(dist, 'types')],
    {
      stdio: 'inherit',
    },
  )
  for (const name of ENTRIES) {
    const target = `./types/exports/${name}`
    writeFileSync(resolve(dist, `${name}.d.ts`), `export * from '${target}'\n`)
  }
  // node16 / nodenext resolve only what a specifier names: every relative one gets its `.js`.
  rewriteDeclarations(dist)
}

/**
 * Builds the package into `dist` (modal/dist unless a test asks for another directory).
 *
 * @example
 * ```ts
 * await buildPackage('/tmp/portico-dist')
 * ```
 */
export async function buildPackage(dist: string = DIST): Promise<void> {
  rmSync(dist, { recursive: true, force: true })
  await buildJavaScript(dist)
  buildDeclarations(dist)
}

// Run as a script (`tsx build/buildPackage.ts`): build modal/dist.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildPackage()
}
