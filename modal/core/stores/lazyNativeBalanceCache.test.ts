import { describe, expect, it } from 'vitest'
import { ManualClock } from '../clock/manualClock'
import { createRecordingStorage } from '../storage/testing'
import { lazyNativeBalanceCache } from './lazyNativeBalanceCache'

const config = (storage: ReturnType<typeof createRecordingStorage>) => ({
  clock: new ManualClock(0),
  storage,
  storageKey: '@portico/nativeBalanceCache',
  logger: { warn: () => undefined },
})

describe('lazy native balance cache', () => {
  it('default: reads through the cache once its code has loaded; a second read is kept', async () => {
    const balances = lazyNativeBalanceCache(config(createRecordingStorage()))
    let loads = 0
    const load = async () => {
      loads++
      return { balance: '1', symbol: 'ETH' }
    }
    expect(await balances.read('eip155:1:0xabc', load)).toEqual({ balance: '1', symbol: 'ETH' })
    expect(await balances.read('eip155:1:0xabc', load)).toEqual({ balance: '1', symbol: 'ETH' })
    expect(loads).toBe(1)
  })

  it('behavior: clear before any read on this page forgets what an earlier visit kept in storage', async () => {
    const storage = createRecordingStorage()
    const earlier = lazyNativeBalanceCache(config(storage))
    await earlier.read('eip155:1:0xabc', async () => ({ balance: '1', symbol: 'ETH' }))
    expect(storage.getItem('@portico/nativeBalanceCache')).not.toBeNull()

    const reloaded = lazyNativeBalanceCache(config(storage))
    reloaded.clear()
    let loads = 0
    const read = await reloaded.read('eip155:1:0xabc', async () => {
      loads++
      return { balance: '2', symbol: 'ETH' }
    })
    expect(read).toEqual({ balance: '2', symbol: 'ETH' })
    expect(loads).toBe(1)
  })
})
