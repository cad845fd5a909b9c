import type { CaipNetwork } from 'portico'
import { base, createAnvilNetwork } from 'portico/eip155'
import { describe, expect, it } from 'vitest'
import { labNetworkIconUrl, withLabIcon } from './labNetworkIcons'

describe('labNetworkIcons', () => {
  it('default: every lab network gets an SVG icon the URL policy lets through; Base its own', () => {
    const anvil = withLabIcon(createAnvilNetwork('http://127.0.0.1:8545'))
    const baseIcon = withLabIcon(base).assets?.imageUrl
    // Portico's URL policy lets a data:image/svg+xml icon through (urlPolicy.test.ts).
    expect(anvil.assets?.imageUrl).toMatch(/^data:image\/svg\+xml,/)
    expect(baseIcon).toMatch(/^data:image\/svg\+xml,/)
    expect(baseIcon).toContain(encodeURIComponent('#0052ff'))
    expect(baseIcon).not.toBe(anvil.assets?.imageUrl)
    const families = (['solana', 'bip122', 'polkadot'] as const).map((ns) =>
      labNetworkIconUrl({
        caipNetworkId: `${ns}:x` as CaipNetwork['caipNetworkId'],
        chainNamespace: ns,
      }),
    )
    expect(new Set(families).size).toBe(3)
    expect(families.join('')).not.toMatch(/https?%3A%2F%2F(?!www\.w3\.org)/)
  })

  it('parameters: a network that brings its own icon keeps it', () => {
    const own = { ...base, assets: { imageId: 'base-logo' } }
    expect(withLabIcon(own)).toBe(own)
  })
})
