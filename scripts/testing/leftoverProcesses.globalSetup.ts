import { describeLeftovers, markTestRun, stopLeftovers } from './leftoverProcesses'

/**
 * Vitest's global setup: marks the run, and at its end fails it if any test left a process
 * running (after killing them), so that a failed or timed-out test cannot leave a lab, an
 * anvil or a relay behind on the machine.
 */
export default function setup(): () => Promise<void> {
  const id = markTestRun()
  return async () => {
    const left = await stopLeftovers(id)
    if (left.length === 0) return
    // Vitest logs an error thrown here but still exits 0: set the exit code as well.
    console.error(`\n[leftover processes] ${describeLeftovers(left)}\n`)
    process.exitCode = 1
  }
}
