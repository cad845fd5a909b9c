import { execFile } from 'node:child_process'
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { build } from 'vite'

const run = promisify(execFile)
const ROOT = resolve(import.meta.dirname, '../..')

/** What `npm pack` made of modal/: the tarball and the paths inside it. */
export interface PackedPortico {
  tarball: string
  files: string[]
}

/**
 * Packs modal/ with `npm pack` (its prepack builds dist/) into `dir`, as a publish would.
 *
 * @example
 * ```ts
 * const { tarball, files } = await packPortico('/tmp/x')
 * ```
 */
export async function packPortico(dir: string): Promise<PackedPortico> {
  const stdout = await npm(join(ROOT, 'modal'), ['pack', '--json', '--pack-destination', dir])
  const [packed] = JSON.parse(stdout.slice(stdout.indexOf('['))) as {
    filename: string
    files: { path: string }[]
  }[]
  if (!packed) throw new Error(`npm pack printed no result: ${stdout}`)
  return { tarball: join(dir, packed.filename), files: packed.files.map((f) => f.path) }
}

/**
 * Copies examples/<name> (its sources, package.json and lockfile; not node_modules or builds)
 * into `dir`, puts the packed tarball beside it as `portico.tgz` and installs from the npm
 * registry (the lockfile pins everything but the fresh tarball). Returns the app's directory.
 *
 * @example
 * ```ts
 * const app = await installExample('vite-react19', tmp, tarball)
 * await npm(app, ['run', 'build'])
 * ```
 */
export async function installExample(name: string, dir: string, tarball: string) {
  const source = join(ROOT, 'examples', name)
  const app = join(dir, name)
  await mkdir(app, { recursive: true })
  for (const entry of await readdir(source)) {
    if (['node_modules', 'dist', '.next', 'out', 'portico.tgz'].includes(entry)) continue
    await cp(join(source, entry), join(app, entry), { recursive: true })
  }
  await cp(tarball, join(app, 'portico.tgz'))
  await forgetPackedIntegrity(join(app, 'package-lock.json'))
  await npm(app, ['install', '--no-audit', '--no-fund', '--prefer-offline'])
  return app
}

/**
 * What the test runner's own process sets and an example must not inherit: its module loader
 * (NODE_OPTIONS), NODE_ENV, and the npm_* settings of the `npx` that started it (which make a
 * nested `npm install` skip devDependencies).
 */
const LEAKY_ENV = /^(NODE_OPTIONS|NODE_ENV|npm_.*)$/i

/**
 * Runs npm in `cwd` as a developer's shell would (see LEAKY_ENV), with telemetry off and
 * `env` added (a build's settings). A failure carries the command's output.
 *
 * @example
 * ```ts
 * await npm(app, ['run', 'build'], { NEXT_PUBLIC_PORTICO_RPC_URL: anvil.rpcUrl })
 * ```
 */
export async function npm(
  cwd: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<string> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !LEAKY_ENV.test(key)),
  )
  try {
    const settings = { ...inherited, ...env, NEXT_TELEMETRY_DISABLED: '1' }
    const options = { cwd, env: settings, maxBuffer: 1 << 26 }
    return (await run('npm', args, options)).stdout
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`npm ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`)
  }
}

/**
 * Bundles the simulated-wallet shim (walletShim.ts) into one script for addInitScript.
 *
 * @example
 * ```ts
 * await page.addInitScript({ content: await bundleWalletShim() })
 * ```
 */
export async function bundleWalletShim(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: false,
      lib: {
        entry: resolve(import.meta.dirname, 'walletShim.ts'),
        formats: ['iife'],
        name: 'shim',
      },
    },
  })
  const result = Array.isArray(output) ? output[0] : output
  const chunk = result && 'output' in result ? result.output[0] : undefined
  if (chunk?.type !== 'chunk') throw new Error('the wallet shim did not bundle')
  return chunk.code
}

/**
 * The distinct directories React is installed in under `app` (what `npm ls react --all` lists): more
 * than one means the host got a second React (the blank page of a hard react dependency).
 *
 * @example
 * ```ts
 * expect(await reactCopies(app)).toHaveLength(1)
 * ```
 */
export async function reactCopies(app: string): Promise<string[]> {
  // Read from the tree itself, not `npm ls`: npm exits with ELSPROBLEMS over peer ranges that
  // have nothing to do with React (wagmi 2's tree), and then prints nothing usable.
  const found: string[] = []
  const visit = async (modules: string, depth: number, scope = false): Promise<void> => {
    const entries = await readdir(modules, { withFileTypes: true }).catch(() => [])
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue
      const path = join(modules, entry.name)
      if (entry.name === 'react' && !scope) found.push(path)
      if (depth > 12) continue
      if (entry.name.startsWith('@') && !scope) await visit(path, depth + 1, true)
      else await visit(join(path, 'node_modules'), depth + 1)
    }
  }
  await visit(join(app, 'node_modules'), 0)
  return found
}

/**
 * The lockfile pins the tarball it was made with; the fresh one differs. With the old integrity
 * npm would refuse it (or, with `--prefer-offline`, quietly install the cached old build), so
 * the portico entry's integrity goes and npm records the fresh tarball's.
 */
async function forgetPackedIntegrity(lockfile: string): Promise<void> {
  const lock = JSON.parse(await readFile(lockfile, 'utf8')) as {
    packages?: Record<string, { integrity?: string }>
  }
  const entry = lock.packages?.['node_modules/portico']
  if (!entry) return
  delete entry.integrity
  await writeFile(lockfile, `${JSON.stringify(lock, null, 2)}\n`)
}
