import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../core/deps'
import { createWcKeyValueStorage } from './wcKeyValueStorage'

describe('createWcKeyValueStorage', () => {
  it('default', async () => {
    const storage = createWcKeyValueStorage(createMemoryStorage(), 'p/')
    expect(await storage.getItem('absent')).toBeUndefined()
    expect(await storage.getKeys()).toEqual([])
  })

  it('behavior: values round-trip as JSON under the prefix, bigints included, and are listed', async () => {
    const backend = createMemoryStorage()
    const storage = createWcKeyValueStorage(backend, 'p/')
    await storage.setItem('a', { n: 1, big: 12345678901234567890n })
    await storage.setItem('b', [1])
    expect(await storage.getItem('a')).toEqual({ n: 1, big: 12345678901234567890n })
    expect(backend.getItem('p/b')).toBe('[1]')
    expect(await storage.getEntries()).toEqual([
      ['a', { n: 1, big: 12345678901234567890n }],
      ['b', [1]],
    ])
    await storage.removeItem('a')
    expect(await storage.getKeys()).toEqual(['b'])
  })

  it('behavior: garbage in storage reads as absent', async () => {
    const backend = createMemoryStorage()
    backend.setItem('p/x', '{not json')
    backend.setItem('p/__keys', '"not a list"')
    const storage = createWcKeyValueStorage(backend, 'p/')
    expect(await storage.getItem('x')).toBeUndefined()
    expect(await storage.getKeys()).toEqual([])
  })
})
