import { type ChildProcess, spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { freePort } from '../../simulators/freePort'
import { findProcesses } from '../../simulators/processes'

const anvilPids = (port: number) => findProcesses('anvil', String(port))

function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let seen = ''
    const timer = setTimeout(() => reject(new Error(`timed out; saw:\n${seen}`)), 30_000)
    child.stdout?.on('data', (chunk) => {
      seen += String(chunk)
      const match = seen.match(pattern)
      if (match) {
        clearTimeout(timer)
        resolve(match)
      }
    })
    child.on('exit', () => reject(new Error(`exited early; saw:\n${seen}`)))
  })
}

describe('runBrowserLab', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`behavior: ${signal} stops the lab host and leaves no anvil behind`, async () => {
      const port = await freePort()
      // Node itself runs the lab (no npx wrapper), in its own process group, so the signal
      // reaches the lab host alone: anvil must be stopped by the host, not by the signal.
      const child = spawn(process.execPath, ['--import', 'tsx', 'main/browser/runBrowserLab.ts'], {
        detached: true,
        env: { ...process.env, PORTICO_LAB_PORT: String(port) },
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
