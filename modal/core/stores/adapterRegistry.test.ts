import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../chains/chainAdapter'
import { isPorticoError } from '../errors/porticoError'
import { AdapterRegistry } from './adapterRegistry'
import { FakeAdapter } from './testing/fakeAdapter'

describe('AdapterRegistry', () => {
  it('default: registered namespaces are known without loading anything', () => {
    let loads = 0
    const registry = new AdapterRegistry(
      {
        eip155: async () => {
          loads++
          return new FakeAdapter()
        },
      },
      () => {},
    )
    expect(registry.namespaces).toEqual(['eip155'])
    expect(registry.has('eip155')).toBe(true)
    expect(registry.get('eip155')).toBeUndefined()
    expect(loads).toBe(0)
  })

  it('behavior: a loader runs once, even for concurrent loads', async () => {
    let loads = 0
    const adopted: ChainAdapter[] = []
    const registry = new AdapterRegistry(
      {
        eip155: async () => {
          loads++
          return new FakeAdapter()
        },
      },
      (adapter) => adopted.push(adapter),
    )
    const [a, b] = await Promise.all([registry.load('eip155'), registry.load('eip155')])
    expect(a).toBe(b)
    expect(loads).toBe(1)
    expect(adopted).toHaveLength(1)
    expect(registry.get('eip155')).toBe(a)
  })

  it('behavior: an unregistered namespace throws Adapter not found', async () => {
    const registry = new AdapterRegistry({}, () => {})
    const error = await registry.load('bip122').catch((e: unknown) => e)
    expect(isPorticoError(error, 'ADAPTER_NOT_FOUND')).toBe(true)
    expect(registry.isEmpty).toBe(true)
  })

  it('behavior: a failing loader throws typed and may be retried', async () => {
    let attempts = 0
    const registry = new AdapterRegistry(
      {
        solana: async () => {
          attempts++
          if (attempts === 1) throw new Error('chunk failed')
          return new FakeAdapter('solana')
        },
      },
      () => {},
    )
    const error = await registry.load('solana').catch((e: unknown) => e)
    expect(isPorticoError(error, 'ADAPTER_NOT_FOUND')).toBe(true)
    expect((await registry.load('solana')).namespace).toBe('solana')
  })

  it('behavior: unregister forgets the loader and the loaded adapter', async () => {
    const registry = new AdapterRegistry({ eip155: async () => new FakeAdapter() }, () => {})
    await registry.load('eip155')
    registry.unregister('eip155')
    expect(registry.has('eip155')).toBe(false)
    expect(registry.get('eip155')).toBeUndefined()
  })
})
