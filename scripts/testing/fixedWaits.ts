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
  // Its timer is the ceiling of a wait on the lab host's ready line, not a wait of its own.
  'main/browser/runBrowserLab.test.ts',
  // Its fixture's timer calls are assembled text, checked to be found.
  'scripts/testing/fixedWaits.test.ts',
])

/** A timer call on the wall clock: a bare or window's `setTimeout`, or Playwright's wait. */
const FIXED_WAIT = /(?:^|[^\w.]|\b(?:window|globalThis|self)\.)setTimeout\(|\.waitForTimeout\(/

/** A zero-delay timer that only hands the turn back (`setTimeout(resolve, 0)`): no wall clock. */
const TASK_FLUSH = /setTimeout\(\s*\w+\s*(?:,\s*0\s*)?\)/

const isTest = (name: string) => /\.test\.tsx?$/.test(name)

function sources(root: string, dir: string, keep: (name: string) => boolean): string[] {
  const found: string[] = []
  if (!existsSync(join(root, dir))) return found
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!/node_modules|snapshots|^out$|^dist$/.test(entry.name))
        found.push(...sources(root, path, keep))
    } else if (/\.tsx?$/.test(entry.name) && keep(entry.name)) {
      found.push(path)
    }
  }
  return found
}

/** Where the suite's own code lives: every unit and component test in these is scanned. */
const TEST_DIRS = ['modal', 'main', 'renderer', 'simulators', 'scripts', 'scenarios', 'e2e']

/** The specs and scenario steps (every source in `dirs`), and every unit test in the tree. */
function scanned(root: string, dirs: string[], testDirs: string[]): string[] {
  const specs = dirs.flatMap((dir) => sources(root, dir, (name) => !isTest(name)))
  return [...specs, ...testDirs.flatMap((dir) => sources(root, dir, isTest))]
}

/**
 * Every fixed wait in the specs and scenario steps of `e2e/` and `scenarios/`, and in every unit
 * test of the tree. A zero-delay timer in a unit test is a task flush, not a wait, and passes.
 */
export function findFixedWaits(
  root: string,
  dirs = ['e2e', 'scenarios'],
  testDirs = TEST_DIRS,
): FixedWait[] {
  const waits: FixedWait[] = []
  for (const file of scanned(root, dirs, testDirs)) {
    const name = relative(root, join(root, file)).replaceAll('\\', '/')
    if (WAIT_IMPLEMENTATIONS.has(name)) continue
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((text, index) => {
        const code = text.replace(/\/\/.*$/, '')
        if (!FIXED_WAIT.test(code) || (isTest(name) && TASK_FLUSH.test(code))) return
        waits.push({ file: name, line: index + 1, text: text.trim() })
      })
  }
  return waits
}

/** Calls of `quietPeriod` whose reason is not a string literal of a few words. */
export function findUnexplainedQuietPeriods(
  root: string,
  dirs = ['e2e', 'scenarios'],
  testDirs = TEST_DIRS,
): FixedWait[] {
  const found: FixedWait[] = []
  for (const file of scanned(root, dirs, testDirs)) {
    if (WAIT_IMPLEMENTATIONS.has(file.replaceAll('\\', '/'))) continue
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
