import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadEip155Adapter } from './loadEip155Adapter'

describe('loadEip155Adapter', () => {
  it('default: resolves to an eip155 adapter that discovered nothing on an empty page', async () => {
    const adapter = await loadEip155Adapter({ window: new EventTarget() })
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.listConnectors()).toEqual([])
  })

  it('behavior: the loader imports the adapter (and so viem) only dynamically', () => {
    const source = readFileSync(new URL('./loadEip155Adapter.ts', import.meta.url), 'utf8')
    const staticImports = source.split('\n').filter((line) => /^import\s/.test(line))
    expect(staticImports.every((line) => line.startsWith('import type '))).toBe(true)
    expect(source).toContain("await import('./eip155Adapter')")
  })
})
