import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'

/**
 * `npm test`: the phases CI runs, in order, each timed, stopping at the first that fails.
 * The times go to the log and to reports/phases.json, so every CI run says where its minutes
 * went; `npm run test:slowest` lists the slowest test files and specs from the same run.
 */
const PHASES: readonly [name: string, script: string][] = [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['package', 'test:package'],
  ['unit and component tests', 'test:unit'],
  ['end-to-end tests', 'test:e2e'],
]

const times: Record<string, number> = {}
let failed: string | undefined
for (const [name, script] of PHASES) {
  const started = performance.now()
  const run = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' })
  times[name] = Math.round((performance.now() - started) / 1000)
  console.log(`[test] ${name}: ${times[name]} s${run.status === 0 ? '' : ' (failed)'}`)
  if (run.status !== 0) {
    failed = name
    break
  }
}
mkdirSync('reports', { recursive: true })
writeFileSync('reports/phases.json', `${JSON.stringify(times, null, 2)}\n`)
spawnSync('npx', ['tsx', 'scripts/testing/slowest.ts', '--most', '10'], { stdio: 'inherit' })
// The closing line CI reads: "tests: N passed, N failed, N skipped".
const summary = spawnSync('npx', ['tsx', 'scripts/testSummary.ts'], { stdio: 'inherit' })
process.exit(failed ? 1 : (summary.status ?? 1))
