import { spawn } from 'node:child_process'
import { resolve } from 'node:path'

/** The relay's own benchmark: real site and wallet clients pairing through the local relay. */
const RELAY_BENCH = resolve('simulators/relay/bench.ts')

/**
 * Runs `simulators/relay/bench.ts` (connect → URI shown, URI shown → session settled, one
 * personal_sign) in its own Node process, `runs` times (at least 5), and prints its table. Its
 * own process because the sign clients leave 5-minute timers behind that only exit() ends.
 *
 * @example
 * ```ts
 * await runPairingBench(7) // "URI shown → session settled: 95 ms (min 80, max 130)"
 * ```
 */
export function runPairingBench(runs: number): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', RELAY_BENCH, String(Math.max(5, runs))],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    )
    child.on('error', fail)
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`the pairing bench exited with ${code}`)),
    )
  })
}
