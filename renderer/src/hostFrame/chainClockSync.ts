import { reaction } from 'mobx'

/** Further apart than this, the chains' clock is set again to the page's. */
const DRIFT_MS = 1_000

/**
 * Keeps the lab's chains dating their blocks by the demo page's virtual clock: whenever that
 * clock jumps (the page reloads at 2026-01-01, QA or a scenario advances it) rather than
 * running on with real time, the chains' clock is set to it, so Activity dates and the clock
 * badge agree. While the clock merely runs on, nothing is sent.
 *
 * @example
 * ```ts
 * const sync = startChainClockSync(() => frame.clockNow, (ms) => lab.command('anvil', 'setTime', { ms }))
 * sync() // stop
 * ```
 */
export function startChainClockSync(
  virtualNow: () => number | undefined,
  setChainTime: (ms: number) => Promise<unknown>,
  realNow: () => number = () => performance.now(),
): () => void {
  let last: { virtual: number; real: number } | undefined
  return reaction(virtualNow, (virtual) => {
    if (virtual === undefined) return
    const real = realNow()
    const expected = last ? last.virtual + (real - last.real) : undefined
    if (expected === undefined || Math.abs(virtual - expected) > DRIFT_MS) {
      void setChainTime(virtual)
    }
    last = { virtual, real }
  })
}
