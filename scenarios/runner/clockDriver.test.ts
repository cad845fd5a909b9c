import { ManualClock } from 'portico'
import { describe, expect, it } from 'vitest'
import { ClockDriver, type DriverTimers } from './clockDriver'

/** Real time the test moves by hand, with one interval slot. */
function fakeTimers() {
  let now = 0
  let tick: (() => void) | undefined
  const timers: DriverTimers = {
    now: () => now,
    setInterval: (callback) => {
      tick = callback
      return 1
    },
    clearInterval: () => {
      tick = undefined
    },
  }
  const pass = (ms: number) => {
    now += ms
    tick?.()
  }
  return { timers, pass, active: () => tick !== undefined }
}

describe('ClockDriver', () => {
  it('default: the virtual clock follows real time, so a toast goes away on its own', () => {
    const clock = new ManualClock(1_000)
    const { timers, pass } = fakeTimers()
    const shown: number[] = []
    let toast = 'Address copied'
    clock.setTimeout(() => {
      toast = ''
    }, 2_000)
    const driver = new ClockDriver(clock, (now) => shown.push(now), timers)
    driver.setPaused(false)
    pass(1_500)
    expect(toast).toBe('Address copied')
    pass(600)
    expect(toast).toBe('')
    expect(shown).toEqual([2_500, 3_100])
  })

  it('behavior: Pause stops the clock; steps are then QA’s own', () => {
    const clock = new ManualClock(0)
    const { timers, pass, active } = fakeTimers()
    const driver = new ClockDriver(clock, () => {}, timers)
    driver.setPaused(false)
    pass(200)
    driver.setPaused(true)
    expect(active()).toBe(false)
    pass(10_000)
    expect(clock.now()).toBe(200)
    driver.setPaused(false)
    pass(300)
    // Real time that passed while paused is not made up afterwards.
    expect(clock.now()).toBe(500)
  })

  it('behavior: a scenario holds the clock and leaves QA’s choice as it found it', () => {
    const clock = new ManualClock(0)
    const { timers, pass } = fakeTimers()
    const driver = new ClockDriver(clock, () => {}, timers)
    driver.setPaused(false)
    driver.hold(true)
    pass(5_000)
    expect(clock.now()).toBe(0)
    driver.hold(false)
    expect(driver.running).toBe(true)
    driver.setPaused(true)
    driver.hold(true)
    driver.hold(false)
    expect(driver.running).toBe(false)
  })
})
