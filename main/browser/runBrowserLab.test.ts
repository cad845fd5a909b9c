import { type ChildProcess, spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { findProcesses } from '../../simulators/processes'

const anvilPids = (port: number) => findProcesses('anvil', String(port))

function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let seen = ''
    let errors = ''
    // What the lab wrote to stderr is in the message, so a failed start says why.
    const report = (what: string) => new Error(`${what}; saw:\n${seen}\nstderr:\n${errors}`)
    const timer = setTimeout(() => reject(report('timed out')), 30_000)
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
      const match = await waitForOutput(
        child,
        /anvil: running .*"nodeUrl":"http:\/\/127\.0\.0\.1:(\d+)/,
      )
      const anvilPort = Number(match[1])
      const before = await anvilPids(anvilPort)
      expect(before).toHaveLength(1)

      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
      child.kill(signal)
      await exited
      await expect.poll(() => anvilPids(anvilPort), { timeout: 10_000 }).toEqual([])
    }, 60_000)
  }
})
