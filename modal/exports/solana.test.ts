import { describe, expect, it } from 'vitest'
import { isCaipNetworkId } from '../core/caip/caipNetworkId'
import {
  createLabSolanaNetwork,
  SOLANA_DECIMALS,
  solana,
  solanaDevnet,
  solanaTestnet,
  WELL_KNOWN_SOLANA_NETWORKS,
  withSolanaRpcUrl,
} from './solana'

describe('portico/solana', () => {
  it('default: exports exactly these names', async () => {
    expect(Object.keys(await import('./solana')).sort()).toMatchInlineSnapshot(`
      [
        "SOLANA_DECIMALS",
        "WELL_KNOWN_SOLANA_NETWORKS",
        "createLabSolanaNetwork",
        "loadSolanaAdapter",
        "solana",
        "solanaDevnet",
        "solanaTestnet",
        "solanaWalletConnect",
        "withSolanaRpcUrl",
      ]
    `)
  })

  it('default: the three Solana networks of SPEC §9, SOL with 9 decimals, no public RPC', () => {
    expect(WELL_KNOWN_SOLANA_NETWORKS).toEqual([solana, solanaDevnet, solanaTestnet])
    expect(SOLANA_DECIMALS).toBe(9)
    for (const network of WELL_KNOWN_SOLANA_NETWORKS) {
      expect(network.chainNamespace).toBe('solana')
      expect(isCaipNetworkId(network.caipNetworkId)).toBe(true)
      expect(network.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
      expect(network.rpcUrls.default.http).toEqual([])
    }
    expect(solana.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect([solanaDevnet.testnet, solanaTestnet.testnet, solana.testnet]).toEqual([
      true,
      true,
      undefined,
    ])
  })

  it('parameters: withSolanaRpcUrl names the node and its WebSocket', () => {
    const local = withSolanaRpcUrl(solana, 'http://127.0.0.1:8899')
    expect(local.rpcUrls.default).toEqual({
      http: ['http://127.0.0.1:8899'],
      webSocket: ['ws://127.0.0.1:8899'],
    })
    expect(createLabSolanaNetwork('http://127.0.0.1:1', 'abc').caipNetworkId).toBe('solana:abc')
  })
})
