import { randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'

/**
 * Finds the processes a test run left behind. Each run marks its environment with its own id
 * ({@link markTestRun}); every process the suite starts inherits it, however deeply it is
 * spawned. When the run ends, a marked process that is no longer a descendant of the runner
 * was orphaned by a test that failed, timed out or forgot to stop it. Another run on the same
 * machine (another clone, a developer's terminal) carries another id and is never touched.
 */
export const TEST_RUN_VARIABLE = 'PORTICO_TEST_RUN'

/** A process left behind: its id and its command line. */
export interface Leftover {
  pid: number
  command: string
}

/** Sets this run's id in `env` (kept when a parent run already set it) and returns it. */
export function markTestRun(env: NodeJS.ProcessEnv = process.env): string {
  env[TEST_RUN_VARIABLE] ??= randomUUID()
  return env[TEST_RUN_VARIABLE]
}

async function parentOf(pid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
  // "pid (comm) state ppid …": the command name may hold spaces and parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const parent = Number(fields[1])
  return Number.isInteger(parent) && parent > 0 ? parent : undefined
}

async function descendsFrom(pid: number, ancestor: number): Promise<boolean> {
  for (let at: number | undefined = pid, hops = 0; at && hops < 64; hops += 1) {
    if (at === ancestor) return true
    at = await parentOf(at)
  }
  return false
}

/** Marked processes of run `id` that are neither `runner` nor one of its descendants. */
export async function findLeftovers(id: string, runner = process.pid): Promise<Leftover[]> {
  const found: Leftover[] = []
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue
    const pid = Number(entry)
    const environ = await readFile(`/proc/${entry}/environ`, 'utf8').catch(() => '')
    if (!environ.split('\0').includes(`${TEST_RUN_VARIABLE}=${id}`)) continue
    if (await descendsFrom(pid, runner)) continue
    const command = (await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => ''))
      .split('\0')
      .join(' ')
      .trim()
    found.push({ pid, command })
  }
  return found
}

/** Resolves when `condition` holds or after `ms` (a grace period, not a test's wait). */
async function within(ms: number, condition: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + ms
  while (!(await condition()) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * Gives the run's leftovers `graceMs` to exit by themselves (a lab shutting down its nodes),
 * then kills what is still there and returns it: an empty list means nothing was left.
 */
export async function stopLeftovers(id: string, graceMs = 20_000): Promise<Leftover[]> {
  let left = await findLeftovers(id)
  await within(graceMs, async () => {
    left = await findLeftovers(id)
    return left.length === 0
  })
  for (const { pid } of left) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // It exited between the scan and the kill.
    }
  }
  return left
}

/** The failure message that names what was left behind. */
export function describeLeftovers(left: Leftover[]): string {
  const lines = left.map(({ pid, command }) => `  ${pid}: ${command.slice(0, 200)}`)
  return `the test run left ${left.length} process(es) running (now killed):\n${lines.join('\n')}`
}
