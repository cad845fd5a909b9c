import { spawn } from 'node:child_process'
import { WAIT_CEILING_MS } from '../scenarios/runner/patience'

/** A lab in browser mode that one Playwright worker owns: its URL, and how to stop it. */
export interface WorkerLab {
  url: string
  stop(): Promise<void>
}

/** The lab says it is ready on a line that names its URL. */
const READY = /ready.*?(http:\/\/127\.0\.0\.1:\d+)/

/**
 * Starts a lab of its own (simulators, stubs, relay, lab server on a port the OS picks) from
 * the built renderer in out/renderer: each Playwright worker replays against its own lab, so
 * two workers never share a chain, a fault or a clock. The lab runs in its own process group;
 * `stop` ends it with SIGTERM (it stops its simulators) and kills the group if it lingers.
 *
 * @example
 * ```ts
 * const lab = await startWorkerLab()
 * await page.goto(lab.url)
 * await lab.stop()
 * ```
 */
export function startWorkerLab(): Promise<WorkerLab> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'main/browser/runBrowserLab.ts'], {
    detached: true,
    env: { ...process.env, PORTICO_LAB_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: unknown) => {
    output = (output + String(chunk)).slice(-20_000)
  }
  child.stderr.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const ended = await Promise.race([
      exited.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), WAIT_CEILING_MS)),
    ])
    if (!ended && child.pid) {
      process.kill(-child.pid, 'SIGKILL')
      await exited
    }
  }
  return new Promise<WorkerLab>((resolve, reject) => {
    let settled = false
    const fail = async (why: string) => {
      if (settled) return
      settled = true
      await stop()
      reject(new Error(`the worker's lab ${why}; it printed:\n${output}`))
    }
    const timer = setTimeout(() => void fail('was not ready in time'), 3 * WAIT_CEILING_MS)
    child.stdout.on('data', (chunk) => {
      keep(chunk)
      const url = READY.exec(output)?.[1]
      if (!url || settled) return
      settled = true
      clearTimeout(timer)
      resolve({ url, stop })
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      void fail(`exited (code ${code}) before it was ready`)
    })
  })
}
