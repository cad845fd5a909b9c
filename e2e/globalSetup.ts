import { spawnSync } from 'node:child_process'
import { inputsFingerprint, isBuildUpToDate, writeBuildStamp } from '../scripts/buildStamp'
import { describeLeftovers, markTestRun, stopLeftovers } from '../scripts/testing/leftoverProcesses'

/** Builds the lab into out/ unless out/ already holds a build of the current sources. */
async function buildLabOnce(root: string): Promise<void> {
  const fingerprint = await inputsFingerprint(root)
  if (await isBuildUpToDate(root, 'out', fingerprint)) return
  const build = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, encoding: 'utf8' })
  if (build.status !== 0)
    throw new Error(`the lab's build failed:\n${build.stdout}\n${build.stderr}`)
  await writeBuildStamp(root, 'out', fingerprint)
}

/**
 * Playwright's global setup. Builds the lab once, quietly (every worker then starts its own
 * lab from out/renderer: e2e/workerLab.ts; `npm start` reuses the same build). Marks the run,
 * so that its teardown fails the run if a spec left a process running (after killing it).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await buildLabOnce(process.cwd())
  const id = markTestRun()
  return async () => {
    const left = await stopLeftovers(id)
    if (left.length > 0) throw new Error(describeLeftovers(left))
  }
}
