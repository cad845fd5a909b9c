import { reaction } from 'mobx'

/** Further apart than this, the chains' clock is set again to the page's. */
const DRIFT_MS = 1_000

/**
 * Keeps the lab's chains dating their blocks by the demo page's virtual clock: whenever that
 * clock jumps (the page reloads at 2026-01-01, QA or a scenario advances it) rather than
 * running on with real time, the chains' clock is set to it, so Activity dates and the clock
 * badge agree. While the clock merely runs on, nothing is sent.
 *
 * `epoch` names everything else that moves the chains' clock under the page: a new demo frame,
 * and each restore of the lab's known state (reverting anvil to its snapshot takes its clock
 * back to the lab's start, an hour before the page's). When it changes, the chains are set
 * again even though the page's clock ran on smoothly: a Run that followed a page load within
 * a second otherwise dated its blocks an hour early.
 *
 * @example
 * ```ts
 * const sync = startChainClockSync(
 *   () => frame.clockNow,
 *   (ms) => lab.command('anvil', 'setTime', { ms }),
 *   () => `${frame.run}/${lab.status('lab-state')?.info?.restores}`,
 * )
 * sync() // stop
 * ```
 */
export function startChainClockSync(
  virtualNow: () => number | undefined,
  setChainTime: (ms: number) => Promise<unknown>,
  epoch: () => string = () => '',
  realNow: () => number = () => performance.now(),
): () => void {
  let last: { virtual: number; real: number; epoch: string } | undefined
  return reaction(
    () => ({ virtual: virtualNow(), epoch: epoch() }),
    ({ virtual, epoch: now }) => {
      if (virtual === undefined) return
      const real = realNow()
      const expected = last ? last.virtual + (real - last.real) : undefined
      const moved = last?.epoch !== now
      if (moved || expected === undefined || Math.abs(virtual - expected) > DRIFT_MS) {
        void setChainTime(virtual)
      }
      last = { virtual, real, epoch: now }
    },
    { equals: (a, b) => a.virtual === b.virtual && a.epoch === b.epoch },
  )
}
