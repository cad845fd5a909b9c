import { useEffect, useState } from 'react'
import type { Clock } from '../../../core/clock/clock'

/** Whole seconds from the clock's now until `at`, never below 0. */
function secondsUntil(clock: Clock, at: number | undefined): number {
  return at === undefined ? 0 : Math.max(0, Math.ceil((at - clock.now()) / 1000))
}

/**
 * Whole seconds left until the clock time `at` (0 once it has passed, or with no `at`),
 * re-rendering each second on the injected clock until it reaches 0. A wait that is shown
 * counts down, and what it held back (a retry button, say) appears when it ends.
 *
 * @example
 * ```tsx
 * const wait = useSecondsUntil(portico.deps.clock, balances.failure?.retryAt)
 * return wait > 0 ? <p>You can try again in {wait} s.</p> : <button>Try again</button>
 * ```
 */
export function useSecondsUntil(clock: Clock, at: number | undefined): number {
  const [, setTick] = useState(0)
  const seconds = secondsUntil(clock, at)
  useEffect(() => {
    if (secondsUntil(clock, at) === 0) return
    const timer = clock.setInterval(() => {
      setTick((tick) => tick + 1)
      if (secondsUntil(clock, at) === 0) clock.clearInterval(timer)
    }, 1000)
    return () => clock.clearInterval(timer)
  }, [clock, at])
  return seconds
}
