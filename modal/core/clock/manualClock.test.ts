import { describe, expect, it } from 'vitest'
import { ManualClock } from './manualClock'

describe('ManualClock', () => {
  it('default: starts at the given instant and moves only on advance', () => {
    const clock = new ManualClock(1_000)
    expect(clock.now()).toBe(1_000)
    clock.advance(250)
    expect(clock.now()).toBe(1_250)
  })

  it('behavior: runs due timers in time order, ties in the order they were set', () => {
    const clock = new ManualClock()
    const order: string[] = []
    clock.setTimeout(() => order.push('c@300'), 300)
    clock.setTimeout(() => order.push('a@100'), 100)
    clock.setTimeout(() => order.push('b1@200'), 200)
    clock.setTimeout(() => order.push('b2@200'), 200)
    clock.advance(250)
    expect(order).toEqual(['a@100', 'b1@200', 'b2@200'])
    clock.advance(50)
    expect(order).toEqual(['a@100', 'b1@200', 'b2@200', 'c@300'])
  })

  it('behavior: a timer sees the clock at its own due time', () => {
    const clock = new ManualClock(0)
    const seen: number[] = []
    clock.setTimeout(() => seen.push(clock.now()), 150)
    clock.advance(1_000)
    expect(seen).toEqual([150])
    expect(clock.now()).toBe(1_000)
  })

  it('behavior: a cleared timer never runs', () => {
    const clock = new ManualClock()
    let fired = false
    const id = clock.setTimeout(() => {
      fired = true
    }, 10)
    clock.clearTimeout(id)
    clock.advance(100)
    expect(fired).toBe(false)
    expect(clock.pending).toBe(0)
  })

  it('behavior: intervals repeat until cleared', () => {
    const clock = new ManualClock()
    const ticks: number[] = []
    const id = clock.setInterval(() => ticks.push(clock.now()), 4_000)
    clock.advance(12_000)
    expect(ticks).toEqual([4_000, 8_000, 12_000])
    clock.clearInterval(id)
    clock.advance(12_000)
    expect(ticks).toHaveLength(3)
  })

  it('behavior: timers scheduled by timers run within the same advance when due', () => {
    const clock = new ManualClock()
    const order: string[] = []
    clock.setTimeout(() => {
      order.push('outer@100')
      clock.setTimeout(() => order.push('inner@250'), 150)
      clock.setTimeout(() => order.push('late@600'), 500)
    }, 100)
    clock.setTimeout(() => order.push('other@200'), 200)
    clock.advance(300)
    expect(order).toEqual(['outer@100', 'other@200', 'inner@250'])
    clock.advance(300)
    expect(order.at(-1)).toBe('late@600')
  })

  it('behavior: a timer may clear another that is due in the same advance', () => {
    const clock = new ManualClock()
    const order: string[] = []
    let second = 0
    clock.setTimeout(() => {
      order.push('first')
      clock.clearTimeout(second)
    }, 10)
    second = clock.setTimeout(() => order.push('second'), 20)
    clock.advance(50)
    expect(order).toEqual(['first'])
  })

  it('behavior: an interval cleared from its own callback stops', () => {
    const clock = new ManualClock()
    let count = 0
    const id = clock.setInterval(() => {
      count++
      if (count === 2) clock.clearInterval(id)
    }, 5)
    clock.advance(100)
    expect(count).toBe(2)
  })

  it('parameters: a negative advance is refused; zero and bad delays fire immediately on advance(0)', () => {
    const clock = new ManualClock()
    expect(() => clock.advance(-1)).toThrow(RangeError)
    let fired = 0
    clock.setTimeout(() => fired++, Number.NaN)
    clock.setTimeout(() => fired++, -5)
    clock.advance(0)
    expect(fired).toBe(2)
  })

  it('behavior: runAll drains one-shot timers, including chains', () => {
    const clock = new ManualClock()
    const seen: number[] = []
    clock.setTimeout(() => clock.setTimeout(() => seen.push(clock.now()), 30_000), 10_000)
    clock.runAll()
    expect(seen).toEqual([40_000])
  })
})
