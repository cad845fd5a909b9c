import { describeLeftovers, markTestRun, stopLeftovers } from './leftoverProcesses'

/**
 * Playwright's global setup: marks the run (the workers and everything they start inherit the
 * mark), and its teardown fails the run if a spec left a process running, after killing it.
 */
export default function globalSetup(): () => Promise<void> {
  const id = markTestRun()
  return async () => {
    const left = await stopLeftovers(id)
    if (left.length > 0) throw new Error(describeLeftovers(left))
  }
}
