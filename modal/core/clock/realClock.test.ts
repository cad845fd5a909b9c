import { describe, expect, it, vi } from 'vitest'
import { quietPeriod } from '../../../scenarios/runner/waits'
import { createRealClock } from './realClock'

describe('createRealClock', () => {
  it('default: reports wall time and runs a timer for real', async () => {
    const clock = createRealClock()
    // Bracketed by the wall clock read before and after: true however busy the machine is.
    const before = Date.now()
    const now = clock.now()
    expect(now).toBeGreaterThanOrEqual(before)
    expect(now).toBeLessThanOrEqual(Date.now())
    const fired = await new Promise<boolean>((resolve) => {
      clock.setTimeout(() => resolve(true), 5)
    })
    expect(fired).toBe(true)
  })

  it('behavior: a cleared interval stops', async () => {
    const clock = createRealClock()
    let ticks = 0
    const id = clock.setInterval(() => ticks++, 2)
    await vi.waitFor(() => expect(ticks).toBeGreaterThan(0))
    clock.clearInterval(id)
    const after = ticks
    await quietPeriod(20, 'a cleared interval never ticks again')
    expect(ticks).toBe(after)
  })
})
