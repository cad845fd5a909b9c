import type { ManualClock } from 'portico'

/** The timer and time source a driver ticks with (real ones in the page, fakes in tests). */
export interface DriverTimers {
  now(): number
  setInterval(callback: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
}

const realTimers: DriverTimers = {
  now: () => performance.now(),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
}

/** How often the virtual clock catches up with real time. */
const TICK_MS = 200

/**
 * Moves the demo page's virtual clock with real time, so searches settle and toasts go away as
 * they would for a visitor. QA's Pause switches to manual stepping; a scenario holds the clock
 * while it runs (its steps advance time themselves) without changing QA's choice, so the clock
 * comes back the way QA left it.
 *
 * @example
 * ```ts
 * const driver = new ClockDriver(clock, (now) => lab.clockNow(now))
 * driver.setPaused(true) // QA pressed Pause
 * driver.hold(true) // a scenario runs
 * ```
 */
export class ClockDriver {
  private paused = false
  private held = false
  private handle: unknown
  private last = 0

  constructor(
    private readonly clock: Pick<ManualClock, 'advance' | 'now'>,
    private readonly onTick: (now: number) => void = () => {},
    private readonly timers: DriverTimers = realTimers,
  ) {}

  /** True while the clock follows real time. */
  get running(): boolean {
    return this.handle !== undefined
  }

  setPaused(paused: boolean): void {
    this.paused = paused
    this.update()
  }

  hold(held: boolean): void {
    this.held = held
    this.update()
  }

  dispose(): void {
    this.held = true
    this.update()
  }

  private update(): void {
    const shouldRun = !this.paused && !this.held
    if (shouldRun && this.handle === undefined) {
      this.last = this.timers.now()
      this.handle = this.timers.setInterval(() => this.tick(), TICK_MS)
    } else if (!shouldRun && this.handle !== undefined) {
      this.timers.clearInterval(this.handle)
      this.handle = undefined
    }
  }

  private tick(): void {
    const now = this.timers.now()
    const elapsed = Math.max(0, Math.round(now - this.last))
    this.last += elapsed
    if (elapsed === 0) return
    this.clock.advance(elapsed)
    this.onTick(this.clock.now())
  }
}
