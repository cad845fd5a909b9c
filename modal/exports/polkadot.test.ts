import { describe, expect, it } from 'vitest'
import { isCaipNetworkId } from '../core/caip/caipNetworkId'
import {
  createLabPolkadotNetwork,
  kusama,
  polkadot,
  polkadotAssetHub,
  WELL_KNOWN_POLKADOT_NETWORKS,
  westend,
  withPolkadotRpcUrl,
} from './polkadot'

describe('portico/polkadot', () => {
  it('default: exports exactly these names', async () => {
    expect(Object.keys(await import('./polkadot')).sort()).toMatchInlineSnapshot(`
      [
        "WELL_KNOWN_POLKADOT_NETWORKS",
        "createLabPolkadotNetwork",
        "kusama",
        "loadPolkadotAdapter",
        "polkadot",
        "polkadotAssetHub",
        "polkadotWalletConnect",
        "westend",
        "withPolkadotRpcUrl",
      ]
    `)
  })

  it('default: the presets are CAIP-2 genesis prefixes with their tokens and no public node', () => {
    expect(WELL_KNOWN_POLKADOT_NETWORKS).toEqual([polkadot, polkadotAssetHub, kusama, westend])
    for (const network of WELL_KNOWN_POLKADOT_NETWORKS) {
      expect(isCaipNetworkId(network.caipNetworkId)).toBe(true)
      expect(network.caipNetworkId).toBe(`polkadot:${network.id}`)
      expect(network.rpcUrls.default.http).toEqual([])
    }
    expect(polkadot.caipNetworkId).toBe('polkadot:91b171bb158e2d3848fa23a9f1c25182')
    expect(polkadot.nativeCurrency).toEqual({ name: 'Polkadot', symbol: 'DOT', decimals: 10 })
    expect(kusama.nativeCurrency.symbol).toBe('KSM')
  })

  it('parameters: a node URL goes in webSocket; the lab network carries its own token', () => {
    const dot = withPolkadotRpcUrl(polkadot, 'wss://node.example')
    expect(dot.rpcUrls.default.webSocket).toEqual(['wss://node.example'])
    const lab = createLabPolkadotNetwork('ws://127.0.0.1:9944', 'ab'.repeat(16), {
      symbol: 'ROC',
      decimals: 12,
    })
    expect(lab.caipNetworkId).toBe(`polkadot:${'ab'.repeat(16)}`)
    expect(lab.nativeCurrency).toEqual({ name: 'ROC', symbol: 'ROC', decimals: 12 })
  })
})
