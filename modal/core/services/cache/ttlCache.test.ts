import { describe, expect, it } from 'vitest'
import { ManualClock } from '../../clock/manualClock'
import { createMemoryStorage } from '../../deps'
import { createTtlCache } from './ttlCache'

describe('createTtlCache', () => {
  it('default: an entry lives exactly ttlMs on the injected clock', () => {
    const clock = new ManualClock(0)
    const cache = createTtlCache<number>({ clock, ttlMs: 1_000 })
    cache.set('k', 1)
    clock.advance(999)
    expect(cache.get('k')).toBe(1)
    clock.advance(1)
    expect(cache.get('k')).toBeUndefined()
  })

  it('behavior: an entry dated in the future counts as stale', () => {
    const storage = createMemoryStorage()
    storage.setItem('c', JSON.stringify({ k: { value: 1, at: 5_000 } }))
    const cache = createTtlCache<number>({
      clock: new ManualClock(0),
      ttlMs: 10_000,
      storage,
      storageKey: 'c',
    })
    expect(cache.get('k')).toBeUndefined()
  })

  it('behavior: clear empties memory and storage', () => {
    const storage = createMemoryStorage()
    const cache = createTtlCache<number>({
      clock: new ManualClock(0),
      ttlMs: 10,
      storage,
      storageKey: 'c',
    })
    cache.set('k', 1)
    cache.clear()
    expect(cache.get('k')).toBeUndefined()
    expect(storage.getItem('c')).toBeNull()
  })
})
