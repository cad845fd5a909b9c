/**
 * An opaque handle for a scheduled timer.
 *
 * @example
 * ```ts
 * const timer: TimerId = clock.setTimeout(refresh, 30_000)
 * clock.clearTimeout(timer)
 * ```
 */
export type TimerId = number

/**
 * The only source of time inside Portico. Everything that waits (pairing expiry, e-mail
 * throttling, caches, snackbars) goes through an injected `Clock`, so that the lab and the
 * tests can replay it with a {@link ManualClock} instead of waiting for real time.
 *
 * @example
 * ```ts
 * const clock: Clock = createRealClock()
 * const id = clock.setTimeout(() => console.log('later'), 150)
 * clock.clearTimeout(id)
 * ```
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number
  setTimeout(callback: () => void, ms: number): TimerId
  clearTimeout(id: TimerId | undefined): void
  setInterval(callback: () => void, ms: number): TimerId
  clearInterval(id: TimerId | undefined): void
  /**
   * The visitor's IANA time zone (`Europe/Paris`); where absent, the runtime's. The lab's
   * clock has a setting for it, so rules that depend on it (SPEC §9's restricted time zones)
   * replay anywhere.
   */
  timeZone?(): string
}

/**
 * The time zone `clock` reports, or the runtime's (`Intl`), or undefined where neither says.
 *
 * @example
 * ```ts
 * timeZoneOf(new ManualClock(0)) // 'UTC'
 * ```
 */
export function timeZoneOf(clock: Pick<Clock, 'timeZone'>): string | undefined {
  try {
    return clock.timeZone?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}
