import { createHash } from 'node:crypto'
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'

/** What the lab's build (electron-vite) reads: its sources and its configuration. */
export const BUILD_INPUTS: readonly string[] = [
  'renderer',
  'modal',
  'main',
  'simulators',
  'scenarios',
  'scripts/porticoSource.ts',
  'electron.vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
]

/** Folders and files no build reads: dependencies, other builds, tests and their baselines. */
const SKIPPED = /(^|\/)(node_modules|dist|out|coverage)(\/|$)|\.test\.tsx?$|-snapshots(\/|$)/

/** The stamp a finished build leaves in out/: the fingerprint of the inputs it was built from. */
export const STAMP_FILE = '.lab-build-stamp'

async function walk(root: string, path: string, into: string[]): Promise<void> {
  const info = await stat(path).catch(() => undefined)
  if (!info) return
  const name = relative(root, path)
  if (SKIPPED.test(name)) return
  if (info.isDirectory()) {
    const entries = await readdir(path)
    for (const entry of entries.sort()) await walk(root, join(path, entry), into)
    return
  }
  into.push(`${name}\t${info.size}\t${Math.trunc(info.mtimeMs)}`)
}

/**
 * A fingerprint of the build's inputs under `root`: each file's path, size and modification
 * time, hashed. A file added, removed, edited or touched changes it; reading it costs a stat
 * per file, no file contents.
 *
 * @example
 * ```ts
 * const before = await inputsFingerprint(process.cwd())
 * ```
 */
export async function inputsFingerprint(
  root: string,
  inputs: readonly string[] = BUILD_INPUTS,
): Promise<string> {
  const lines: string[] = []
  for (const input of inputs) await walk(root, join(root, input), lines)
  return createHash('sha256').update(lines.join('\n')).digest('hex')
}

/**
 * Whether `outDir` holds a build of exactly these inputs: its stamp names the current
 * fingerprint. A missing out/ or stamp (a fresh clone, a failed build) is not up to date.
 *
 * @example
 * ```ts
 * if (!(await isBuildUpToDate(root, 'out', fingerprint))) await build()
 * ```
 */
export async function isBuildUpToDate(
  root: string,
  outDir: string,
  fingerprint: string,
): Promise<boolean> {
  const stamp = await readFile(join(root, outDir, STAMP_FILE), 'utf8').catch(() => '')
  return stamp.trim() === fingerprint
}

/** Records that `outDir` now holds a build of the inputs with this fingerprint. */
export async function writeBuildStamp(
  root: string,
  outDir: string,
  fingerprint: string,
): Promise<void> {
  await writeFile(join(root, outDir, STAMP_FILE), `${fingerprint}\n`)
}
