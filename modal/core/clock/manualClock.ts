import type { Clock, TimerId } from './clock'

interface Timer {
  id: TimerId
  due: number
  /** Insertion order, so that timers due at the same instant run in the order they were set. */
  seq: number
  interval: number | undefined
  callback: () => void
}

/**
 * A {@link Clock} whose time moves only when {@link ManualClock.advance} is called. Due timers
 * run in time order, including timers that other timers schedule while the clock advances.
 *
 * @example
 * ```ts
 * const clock = new ManualClock(0)
 * clock.setTimeout(() => console.log('fired'), 500)
 * clock.advance(499) // nothing yet
 * clock.advance(1) // logs "fired"
 * ```
 */
export class ManualClock implements Clock {
  private current: number
  private nextId = 1
  private nextSeq = 0
  private readonly timers = new Map<TimerId, Timer>()
  private zone = 'UTC'

  constructor(startMs = 0) {
    this.current = startMs
  }

  now(): number {
    return this.current
  }

  /** The visitor's time zone this clock plays; `UTC` until {@link ManualClock.setTimeZone}. */
  timeZone(): string {
    return this.zone
  }

  /**
   * Plays a visitor in the IANA time zone `zone` (the lab clock's time zone setting).
   *
   * @example
   * ```ts
   * clock.setTimeZone('Asia/Shanghai')
   * ```
   */
  setTimeZone(zone: string): void {
    this.zone = zone
  }

  setTimeout(callback: () => void, ms: number): TimerId {
    return this.schedule(callback, ms, undefined)
  }

  setInterval(callback: () => void, ms: number): TimerId {
    // A zero interval would never let time move on; one millisecond is the smallest step.
    return this.schedule(callback, ms, Math.max(1, ms))
  }

  clearTimeout(id: TimerId | undefined): void {
    if (id !== undefined) this.timers.delete(id)
  }

  clearInterval(id: TimerId | undefined): void {
    this.clearTimeout(id)
  }

  /** How many timers are waiting. */
  get pending(): number {
    return this.timers.size
  }

  /** Moves time forward by `ms`, running every timer that falls due on the way, in order. */
  advance(ms: number): void {
    if (!(ms >= 0)) throw new RangeError(`advance() takes a non-negative duration, got ${ms}`)
    const target = this.current + ms
    for (let timer = this.nextDue(target); timer; timer = this.nextDue(target)) {
      this.current = timer.due
      if (timer.interval === undefined) {
        this.timers.delete(timer.id)
      } else {
        timer.due += timer.interval
        timer.seq = this.nextSeq++
      }
      timer.callback()
    }
    this.current = target
  }

  /** Moves time to an absolute instant (never backwards). */
  advanceTo(ms: number): void {
    this.advance(Math.max(0, ms - this.current))
  }

  /** Runs every waiting one-shot timer; intervals are left in place. */
  runAll(limit = 10_000): void {
    for (let i = 0; i < limit; i++) {
      const next = [...this.timers.values()].filter((t) => t.interval === undefined)
      if (next.length === 0) return
      const due = Math.min(...next.map((t) => t.due))
      this.advanceTo(due)
    }
    throw new Error(`runAll() stopped after ${limit} rounds: a timer keeps scheduling another`)
  }

  private schedule(callback: () => void, ms: number, interval: number | undefined): TimerId {
    const id = this.nextId++
    const delay = Number.isFinite(ms) && ms > 0 ? ms : 0
    this.timers.set(id, { id, due: this.current + delay, seq: this.nextSeq++, interval, callback })
    return id
  }

  private nextDue(target: number): Timer | undefined {
    let best: Timer | undefined
    for (const timer of this.timers.values()) {
      if (timer.due > target) continue
      if (!best || timer.due < best.due || (timer.due === best.due && timer.seq < best.seq)) {
        best = timer
      }
    }
    return best
  }
}
