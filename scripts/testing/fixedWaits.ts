import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/** A fixed wall-clock wait found in a spec or a scenario step. */
export interface FixedWait {
  file: string
  line: number
  text: string
}

/**
 * The places allowed a raw timer: the two waits every spec and step goes through. `pollUntil`
 * and ScenarioUi pause between probes of a condition; `quietPeriod` is the named exception
 * for negative checks, and each of its calls carries its reason.
 */
const WAIT_IMPLEMENTATIONS = new Set([
  'scenarios/runner/waits.ts',
  'scenarios/runner/scenarioUi.ts',
  // Its timers are the ceilings of waits on the lab's own signals (its ready line, its exit).
  'e2e/workerLab.ts',
])

/** A timer call on the wall clock: a bare or window's `setTimeout`, or Playwright's wait. */
const FIXED_WAIT = /(?:^|[^\w.]|\b(?:window|globalThis|self)\.)setTimeout\(|\.waitForTimeout\(/

function sources(root: string, dir: string): string[] {
  const found: string[] = []
  if (!existsSync(join(root, dir))) return found
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!/node_modules|snapshots/.test(entry.name)) found.push(...sources(root, path))
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      found.push(path)
    }
  }
  return found
}

/** Every fixed wait in `e2e/` and `scenarios/` (tests of the runner itself aside). */
export function findFixedWaits(root: string, dirs = ['e2e', 'scenarios']): FixedWait[] {
  const waits: FixedWait[] = []
  for (const file of dirs.flatMap((dir) => sources(root, dir))) {
    const name = relative(root, join(root, file)).replaceAll('\\', '/')
    if (WAIT_IMPLEMENTATIONS.has(name)) continue
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((text, index) => {
        const code = text.replace(/\/\/.*$/, '')
        if (FIXED_WAIT.test(code)) waits.push({ file: name, line: index + 1, text: text.trim() })
      })
  }
  return waits
}

/** Calls of `quietPeriod` whose reason is not a string literal of a few words. */
export function findUnexplainedQuietPeriods(
  root: string,
  dirs = ['e2e', 'scenarios'],
): FixedWait[] {
  const found: FixedWait[] = []
  for (const file of dirs.flatMap((dir) => sources(root, dir))) {
    const text = readFileSync(join(root, file), 'utf8')
    for (const match of text.matchAll(/quietPeriod\(([^)]*)\)/g)) {
      const [, args = ''] = match
      if (args.startsWith('ms:')) continue // its own declaration
      const reason = /,\s*(['"`])(.+?)\1\s*,?\s*$/s.exec(args)?.[2] ?? ''
      if (reason.split(/\s+/).length >= 4) continue
      const line = text.slice(0, match.index).split('\n').length
      found.push({ file, line, text: match[0] })
    }
  }
  return found
}
