import { describe, expect, it } from 'vitest'
import { ManualClock } from '../clock/manualClock'
import { createRecordingStorage } from '../storage/testing'
import { NATIVE_BALANCE_CACHE_MS, NativeBalanceCache } from './nativeBalanceCache'
import { setupPortico, type TestPortico } from './testing/setup'

const reads = (t: TestPortico) => t.evm.calls.filter((call) => call === 'getBalance').length
const shown = (t: TestPortico) => t.portico.chains.account('eip155')?.balance

async function connected(t: TestPortico): Promise<TestPortico> {
  await t.portico.connection.connect('eip155', 'injected')
  return t
}

describe('native balance cache', () => {
  it('default: nothing kept; the first read asks the chain and nothing is read from storage before', async () => {
    const storage = createRecordingStorage()
    const balances = new NativeBalanceCache({
      clock: new ManualClock(0),
      storage,
      storageKey: '@portico/nativeBalanceCache',
      logger: { warn: () => undefined },
    })
    expect(storage.reads).toEqual([])
    let loads = 0
    const load = async () => {
      loads++
      return { balance: '1', symbol: 'ETH' }
    }
    expect(await balances.read('eip155:1:0xabc', load)).toEqual({ balance: '1', symbol: 'ETH' })
    expect(loads).toBe(1)
    expect(NATIVE_BALANCE_CACHE_MS).toBe(30_000)
  })

  it('behavior: clear forgets what was kept, in storage too; a read under way is not kept', async () => {
    const storage = createRecordingStorage()
    const config = {
      clock: new ManualClock(0),
      storage,
      storageKey: '@portico/nativeBalanceCache',
      logger: { warn: () => undefined },
    }
    const balances = new NativeBalanceCache(config)
    let loads = 0
    let answer = (_: { balance: string; symbol: string }) => {}
    const load = () => {
      loads++
      return new Promise<{ balance: string; symbol: string }>((resolve) => {
        answer = resolve
      })
    }
    const first = balances.read('eip155:1:0xabc', load)
    answer({ balance: '1', symbol: 'ETH' })
    await first
    balances.clear()
    expect(storage.getItem('@portico/nativeBalanceCache')).toBeNull()
    const underWay = balances.read('eip155:1:0xabc', load)
    balances.clear()
    answer({ balance: '2', symbol: 'ETH' })
    expect(await underWay).toEqual({ balance: '2', symbol: 'ETH' })
    const third = balances.read('eip155:1:0xabc', load)
    answer({ balance: '3', symbol: 'ETH' })
    expect(await third).toEqual({ balance: '3', symbol: 'ETH' })
    expect(loads).toBe(3)
  })

  it('behavior: a read asked for while the same one is under way waits for it', async () => {
    const t = await connected(setupPortico())
    const before = reads(t)
    await Promise.all([
      t.portico.balances.refreshNativeBalance(),
      t.portico.balances.refreshNativeBalance(),
    ])
    expect(reads(t)).toBe(before + 1)
    expect(shown(t)).toBe('1.5')
  })

  it('behavior: a balance with an unconfirmed part is not kept; the next read asks the chain', async () => {
    const t = await connected(setupPortico())
    t.evm.balance = { balance: '1.5', symbol: 'ETH', unconfirmed: '-0.5' } as typeof t.evm.balance
    await t.portico.balances.refreshNativeBalance({ forceUpdate: true })
    expect(t.portico.chains.account('eip155')?.balanceUnconfirmed).toBe('-0.5')
    t.evm.balance = { balance: '1', symbol: 'ETH' }
    await t.portico.balances.refreshNativeBalance()
    expect(shown(t)).toBe('1')
    expect(t.portico.chains.account('eip155')?.balanceUnconfirmed).toBeUndefined()
  })

  it('behavior: a second read within 30 s shows the cached balance without asking the chain; at 30 s the chain is asked again', async () => {
    const t = await connected(setupPortico())
    await t.portico.balances.refreshNativeBalance()
    const first = reads(t)
    t.evm.balance = { balance: '2.5', symbol: 'ETH' }
    t.clock.advance(29_999)
    await t.portico.balances.refreshNativeBalance()
    expect(reads(t)).toBe(first)
    expect(shown(t)).toBe('1.5')
    t.clock.advance(1)
    await t.portico.balances.refreshNativeBalance()
    expect(reads(t)).toBe(first + 1)
    expect(shown(t)).toBe('2.5')
  })

  it('behavior: a refresh after a transaction (forceUpdate) reads the chain at once', async () => {
    const t = await connected(setupPortico())
    await t.portico.balances.refreshNativeBalance()
    t.evm.balance = { balance: '0.9', symbol: 'ETH' }
    await t.portico.balances.refreshNativeBalance({ forceUpdate: true })
    expect(shown(t)).toBe('0.9')
    // The fresh value is what the cache now serves.
    t.evm.balance = { balance: '7', symbol: 'ETH' }
    await t.portico.balances.refreshNativeBalance()
    expect(shown(t)).toBe('0.9')
  })

  it('behavior: a failed read is not cached; the next read asks the chain', async () => {
    const t = await connected(setupPortico())
    const answer = t.evm.balance
    Object.assign(t.evm, {
      getBalance: async () => {
        t.evm.calls.push('getBalance')
        throw new Error('node down')
      },
    })
    await t.portico.balances.refreshNativeBalance()
    const failed = reads(t)
    Object.assign(t.evm, {
      getBalance: async () => {
        t.evm.calls.push('getBalance')
        return answer
      },
    })
    await t.portico.balances.refreshNativeBalance()
    expect(reads(t)).toBe(failed + 1)
    expect(shown(t)).toBe('1.5')
  })

  it('parameters: storageKey — the cache survives a reload under the instance key, apart from another instance', async () => {
    const t = await connected(setupPortico({ storageKey: 'shop' }))
    await t.portico.balances.refreshNativeBalance()
    expect(t.storage.raw.getItem('@portico/shop/nativeBalanceCache')).toContain('"1.5"')
    expect(t.storage.raw.getItem('@portico/nativeBalanceCache')).toBeNull()
    const stored = t.storage.raw.getItem('@portico/shop/nativeBalanceCache') ?? ''
    const reloaded = await connected(
      setupPortico({ storageKey: 'shop' }, ({ storage, clock, evm }) => {
        storage.raw.setItem('@portico/shop/nativeBalanceCache', stored)
        clock.advance(10_000)
        evm.balance = { balance: '3', symbol: 'ETH' }
      }),
    )
    const before = reads(reloaded)
    await reloaded.portico.balances.refreshNativeBalance()
    expect(reads(reloaded)).toBe(before)
    expect(shown(reloaded)).toBe('1.5')
  })

  it('behavior: a tampered stored entry is ignored and the chain is asked', async () => {
    const t = await connected(
      setupPortico({}, ({ storage, clock, evm }) => {
        const key = `eip155:1:${evm.address}`
        const entry = { value: { balance: { evil: true }, symbol: 'ETH' }, at: clock.now() }
        storage.raw.setItem('@portico/nativeBalanceCache', JSON.stringify({ [key]: entry }))
      }),
    )
    const before = reads(t)
    await t.portico.balances.refreshNativeBalance()
    expect(reads(t)).toBe(before + 1)
    expect(shown(t)).toBe('1.5')
  })
})
