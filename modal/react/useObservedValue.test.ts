import { isObservable, makeAutoObservable, runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import { observedSource } from './useObservedValue'

class Counter {
  value = 1
  other = 'x'
  nested = { value: 1 }
  constructor() {
    makeAutoObservable(this)
  }
}

describe('observedSource', () => {
  it('default: the snapshot keeps its identity while the selection is unchanged', () => {
    const store = new Counter()
    const source = observedSource(() => ({ value: store.value }))
    const first = source.getSnapshot()
    runInAction(() => {
      store.other = 'y'
    })
    expect(source.getSnapshot()).toBe(first)
  })

  it('behavior: the snapshot is fresh even without a subscriber (no stale reads, no tearing)', () => {
    const store = new Counter()
    const source = observedSource(() => ({ value: store.value }))
    runInAction(() => {
      store.value = 2
    })
    expect(source.getSnapshot()).toEqual({ value: 2 })
  })

  it('behavior: subscribers hear of changes to the selection only, and can unsubscribe', () => {
    const store = new Counter()
    const source = observedSource(() => store.value)
    let calls = 0
    const unsubscribe = source.subscribe(() => calls++)
    runInAction(() => {
      store.other = 'y'
    })
    runInAction(() => {
      store.value = 3
    })
    unsubscribe()
    runInAction(() => {
      store.value = 4
    })
    expect(calls).toBe(1)
  })

  it('behavior: snapshots are plain copies, not observable proxies', () => {
    const store = new Counter()
    expect(isObservable(store.nested)).toBe(true)
    const snapshot = observedSource(() => store.nested).getSnapshot()
    expect(isObservable(snapshot)).toBe(false)
    expect(snapshot).toEqual({ value: 1 })
  })

  it('behavior: the server snapshot reads serverSelect, stays the same object between calls, and is the live snapshot while both agree', () => {
    const live = new Counter()
    const server = new Counter()
    const source = observedSource(
      () => ({ value: live.value }),
      () => ({ value: server.value }),
    )
    expect(source.getServerSnapshot()).toBe(source.getSnapshot())
    runInAction(() => {
      live.value = 2
    })
    const rendered = source.getServerSnapshot()
    expect(rendered).toEqual({ value: 1 })
    expect(source.getServerSnapshot()).toBe(rendered)
    expect(source.getSnapshot()).toEqual({ value: 2 })
  })

  it('default: without serverSelect the server snapshot is the live one', () => {
    const store = new Counter()
    const source = observedSource(() => ({ value: store.value }))
    runInAction(() => {
      store.value = 2
    })
    expect(source.getServerSnapshot()).toEqual({ value: 2 })
    expect(source.getServerSnapshot()).toBe(source.getSnapshot())
  })
})
