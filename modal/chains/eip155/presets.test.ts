import type { Chain } from 'viem'
import * as viemChains from 'viem/chains'
import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../core/caip/types'
import * as mainnets from './mainnetPresets'
import * as testnets from './testnetPresets'

/** Each preset beside viem's definition of the same chain (the reference the ecosystem uses). */
const REFERENCE: Record<string, Chain> = {
  polygon: viemChains.polygon,
  celo: viemChains.celo,
  aurora: viemChains.aurora,
  bsc: viemChains.bsc,
  avalanche: viemChains.avalanche,
  zksync: viemChains.zksync,
  gnosis: viemChains.gnosis,
  zora: viemChains.zora,
  polygonAmoy: viemChains.polygonAmoy,
  celoAlfajores: viemChains.celoAlfajores,
  auroraTestnet: viemChains.auroraTestnet,
  bscTestnet: viemChains.bscTestnet,
  avalancheFuji: viemChains.avalancheFuji,
  zksyncSepolia: viemChains.zksyncSepoliaTestnet,
  gnosisChiado: viemChains.gnosisChiado,
  zoraSepolia: viemChains.zoraSepolia,
  zoraTestnet: viemChains.zoraTestnet,
  baseSepolia: viemChains.baseSepolia,
  optimismSepolia: viemChains.optimismSepolia,
  arbitrumSepolia: viemChains.arbitrumSepolia,
}

const presets: Record<string, CaipNetwork> = { ...mainnets, ...testnets }
const host = (url: string) => new URL(url).host

describe('eip155 presets (SPEC §9 "Supported networks")', () => {
  it('default: every SPEC §9 network family and the id 999 has a named preset', () => {
    const ids = Object.values(presets).map((network) => network.id)
    // Polygon, Celo, Aurora, BNB, Avalanche, zkSync, Gnosis, Zora, 999, and a testnet of each.
    for (const id of [137, 42220, 1313161554, 56, 43114, 324, 100, 7777777, 999]) {
      expect(ids).toContain(id)
    }
    expect(Object.keys(presets).sort()).toEqual(Object.keys(REFERENCE).sort())
  })

  it.each(Object.keys(REFERENCE))(
    'behavior: %s agrees with viem on id, native currency, explorer and testnet flag',
    (name) => {
      const preset = presets[name]!
      const chain = REFERENCE[name]!
      expect(preset.caipNetworkId).toBe(`eip155:${chain.id}`)
      expect(preset.chainNamespace).toBe('eip155')
      expect(preset.nativeCurrency.symbol).toBe(chain.nativeCurrency.symbol)
      expect(preset.nativeCurrency.decimals).toBe(chain.nativeCurrency.decimals)
      expect(host(preset.blockExplorers!.default.url)).toBe(host(chain.blockExplorers!.default.url))
      expect(preset.testnet === true).toBe(chain.testnet === true)
      expect(preset.rpcUrls.default.http).toEqual([])
    },
  )
})
