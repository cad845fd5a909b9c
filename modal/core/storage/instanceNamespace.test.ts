import { describe, expect, it, vi } from 'vitest'
import { createPortico } from '../createPortico'
import { createMemoryStorage, type Logger } from '../deps'
import { mainnet } from '../stores/testing/fixtures'
import { claimStorageNamespace, configFingerprint } from './instanceNamespace'

const recordingLogger = () => ({ debug: vi.fn(), warn: vi.fn(), error: vi.fn() }) satisfies Logger

describe('claimStorageNamespace', () => {
  it('default: the first instance without a storageKey keeps @portico/, the next ones get their own', () => {
    const storage = createMemoryStorage()
    const logger = recordingLogger()
    const shop = claimStorageNamespace(storage, { fingerprint: 'shop' }, logger)
    const admin = claimStorageNamespace(storage, { fingerprint: 'admin' }, logger)
    const third = claimStorageNamespace(storage, { fingerprint: 'third' }, logger)
    expect([shop.prefix, admin.prefix, third.prefix]).toEqual([
      '@portico/',
      '@portico/~2/',
      '@portico/~3/',
    ])
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('behavior: the same configuration made again (a reload, a hot update) finds its namespace', () => {
    const storage = createMemoryStorage()
    const logger = recordingLogger()
    claimStorageNamespace(storage, { fingerprint: 'shop' }, logger).release()
    claimStorageNamespace(storage, { fingerprint: 'admin' }, logger).release()
    expect(claimStorageNamespace(storage, { fingerprint: 'admin' }, logger).prefix).toBe(
      '@portico/~2/',
    )
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('parameters: a storageKey names the namespace', () => {
    const claim = claimStorageNamespace(
      createMemoryStorage(),
      { storageKey: 'shop', fingerprint: 'x' },
      recordingLogger(),
    )
    expect(claim.prefix).toBe('@portico/shop/')
  })

  it('behavior: two live instances on one key get one warning per page, however many share it', () => {
    const storage = createMemoryStorage()
    const logger = recordingLogger()
    for (let i = 0; i < 3; i++) {
      claimStorageNamespace(storage, { storageKey: 'shop', fingerprint: `${i}` }, logger)
    }
    expect(logger.warn).toHaveBeenCalledTimes(1)
    expect(logger.warn.mock.calls[0]![0]).toContain('@portico/shop/')
    expect(logger.warn.mock.calls[0]![0]).toContain('storageKey')
  })

  it('behavior: a released namespace is free again; another storage is another page', () => {
    const storage = createMemoryStorage()
    const logger = recordingLogger()
    claimStorageNamespace(storage, { storageKey: 'shop', fingerprint: 'a' }, logger).release()
    claimStorageNamespace(storage, { storageKey: 'shop', fingerprint: 'a' }, logger)
    claimStorageNamespace(createMemoryStorage(), { storageKey: 'shop', fingerprint: 'a' }, logger)
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('parameters: the fingerprint tells projects, sites and network lists apart', () => {
    const networks = [{ caipNetworkId: 'eip155:1' }]
    const one = configFingerprint({ projectId: 'p', networks })
    expect(configFingerprint({ projectId: 'q', networks })).not.toBe(one)
    expect(configFingerprint({ projectId: 'p', metadata: { name: 'Admin' }, networks })).not.toBe(
      one,
    )
    expect(
      configFingerprint({ projectId: 'p', networks: [{ caipNetworkId: 'eip155:8453' }] }),
    ).not.toBe(one)
  })

  it('behavior: instances given no storage share the page storage, so each gets its own namespace', () => {
    const make = (projectId: string) => createPortico({ projectId, networks: [mainnet] })
    expect([make('shop').storage.prefix, make('admin').storage.prefix]).toEqual([
      '@portico/',
      '@portico/~2/',
    ])
  })
})
