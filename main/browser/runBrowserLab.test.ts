import { type ChildProcess, spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { WAIT_CEILING_MS } from '../../scenarios/runner/patience'
import { findProcesses } from '../../simulators/processes'

const anvilPids = (port: number) => findProcesses('anvil', String(port))

function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let seen = ''
    let errors = ''
    // What the lab wrote to stderr is in the message, so a failed start says why.
    const report = (what: string) => new Error(`${what}; saw:\n${seen}\nstderr:\n${errors}`)
    // Starting every simulator takes seconds on a quiet machine, far longer on a loaded one.
    const timer = setTimeout(() => reject(report('timed out')), 2 * WAIT_CEILING_MS)
    child.stderr?.on('data', (chunk) => {
      errors += String(chunk)
    })
    child.stdout?.on('data', (chunk) => {
      seen += String(chunk)
      const match = seen.match(pattern)
      if (match) {
        clearTimeout(timer)
        resolve(match)
      }
    })
    child.on('exit', (code) => reject(report(`exited early (code ${code})`)))
  })
}

describe('runBrowserLab', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`behavior: ${signal} stops the lab host and leaves no anvil behind`, async () => {
      // Port 0: the lab server binds a port the OS picks at that moment (a port found free
      // earlier may be taken by a parallel test before the lab's simulators have started).
      // Node itself runs the lab (no npx wrapper), in its own process group, so the signal
      // reaches the lab host alone: anvil must be stopped by the host, not by the signal.
      const child = spawn(process.execPath, ['--import', 'tsx', 'main/browser/runBrowserLab.ts'], {
        detached: true,
        env: { ...process.env, PORTICO_LAB_PORT: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
      let anvilPort: number | undefined
      try {
        const match = await waitForOutput(
          child,
          /anvil: running .*nodeUrl http:\/\/127\.0\.0\.1:(\d+)/,
        )
        anvilPort = Number(match[1])
        const before = await anvilPids(anvilPort)
        expect(before).toHaveLength(1)

        child.kill(signal)
        await exited
        await expect.poll(() => anvilPids(anvilPort ?? 0)).toEqual([])
      } finally {
        // Whatever failed above, nothing this test started outlives it: the lab's whole process
        // group, and any anvil it had started.
        if (child.exitCode === null && child.signalCode === null && child.pid) {
          process.kill(-child.pid, 'SIGKILL')
          await exited
        }
        if (anvilPort) for (const pid of await anvilPids(anvilPort)) process.kill(pid, 'SIGKILL')
      }
    })
  }
})
