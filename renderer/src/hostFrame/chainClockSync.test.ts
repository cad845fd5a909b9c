import { observable, runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import { startChainClockSync } from './chainClockSync'

describe('startChainClockSync', () => {
  it('behavior: sets the chains on the first reading and on every jump, not while the clock runs on', () => {
    const clock = observable.box<number | undefined>(undefined)
    let real = 0
    const sent: number[] = []
    const stop = startChainClockSync(
      () => clock.get(),
      async (ms) => sent.push(ms),
      undefined,
      () => real,
    )
    const tick = (virtual: number, realAt: number) => {
      real = realAt
      runInAction(() => clock.set(virtual))
    }
    const start = Date.UTC(2026, 0, 1)
    tick(start, 0) // the page loaded
    tick(start + 200, 200) // runs with real time
    tick(start + 400, 400)
    tick(start + 30_400, 450) // QA advanced 30 s
    tick(start, 10_000) // the page reloaded at the lab's start
    stop()
    tick(start + 99_999, 10_100)
    expect(sent).toEqual([start, start + 30_400, start])
  })

  it('behavior: sets the chains again when the epoch moves (a restore, a new frame) though the clock ran on', () => {
    const clock = observable.box<number | undefined>(undefined)
    const epoch = observable.box('0/0')
    let real = 0
    const sent: number[] = []
    const stop = startChainClockSync(
      () => clock.get(),
      async (ms) => sent.push(ms),
      () => epoch.get(),
      () => real,
    )
    const start = Date.UTC(2026, 0, 1)
    real = 0
    runInAction(() => clock.set(start)) // the page loaded
    real = 300
    runInAction(() => clock.set(start + 300)) // runs on: nothing sent
    real = 500
    runInAction(() => epoch.set('0/1')) // a restore reverted the chains to their snapshot
    real = 600
    runInAction(() => {
      epoch.set('1/1') // a Run mounted a new frame, which starts at the lab's start…
      clock.set(start + 600) // …within a second of the old one's reading: no jump to see
    })
    stop()
    expect(sent).toEqual([start, start + 300, start + 600])
  })
})
