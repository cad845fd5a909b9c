import type { Clock, TimerId } from './clock'

/**
 * A {@link Clock} backed by the host's timers. It is the default dependency of a Portico
 * instance; tests and the lab pass a {@link ManualClock} instead.
 *
 * @example
 * ```ts
 * const clock = createRealClock()
 * clock.now() // Date.now()
 * ```
 */
export function createRealClock(): Clock {
  // Timers are read from globalThis at call time, so that nothing touches them at import.
  return {
    now: () => Date.now(),
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms) as unknown as TimerId,
    clearTimeout: (id) => globalThis.clearTimeout(id),
    setInterval: (callback, ms) => globalThis.setInterval(callback, ms) as unknown as TimerId,
    clearInterval: (id) => globalThis.clearInterval(id),
  }
}
