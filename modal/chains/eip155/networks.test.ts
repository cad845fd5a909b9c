import { describe, expect, it } from 'vitest'
import { toAddEthereumChainParameter } from './addChainParameter'
import {
  createAnvilNetwork,
  ethereum,
  sepolia,
  WELL_KNOWN_EIP155_NETWORKS,
  withRpcUrl,
} from './networks'

describe('eip155 networks', () => {
  it('default: anvil is eip155:31337 with 18-decimal ETH and the given RPC URL', () => {
    const anvil = createAnvilNetwork('http://127.0.0.1:8545')
    expect(anvil).toMatchObject({
      id: 31337,
      caipNetworkId: 'eip155:31337',
      name: 'Anvil',
      chainNamespace: 'eip155',
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    })
  })

  it('behavior: well-known networks are data only and carry no RPC URL', () => {
    expect(
      WELL_KNOWN_EIP155_NETWORKS.map((network) => [network.caipNetworkId, network.name]),
    ).toEqual([
      ['eip155:1', 'Ethereum'],
      ['eip155:8453', 'Base'],
      ['eip155:10', 'Optimism'],
      ['eip155:42161', 'Arbitrum'],
      ['eip155:11155111', 'Sepolia'],
    ])
    for (const network of WELL_KNOWN_EIP155_NETWORKS) {
      expect(network.rpcUrls.default.http).toEqual([])
    }
    expect(sepolia.testnet).toBe(true)
    expect(ethereum.testnet).toBeUndefined()
  })

  it('parameters: withRpcUrl gives a copy that reads from the given URL', () => {
    const local = withRpcUrl(ethereum, 'http://127.0.0.1:9000')
    expect(local.rpcUrls.default.http).toEqual(['http://127.0.0.1:9000'])
    expect(ethereum.rpcUrls.default.http).toEqual([])
  })

  it('behavior: the EIP-3085 parameter has a hex chain id, name, currency, URLs and explorer', () => {
    expect(toAddEthereumChainParameter(withRpcUrl(sepolia, 'http://127.0.0.1:9000'))).toEqual({
      chainId: '0xaa36a7',
      chainName: 'Sepolia',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:9000'],
      blockExplorerUrls: ['https://sepolia.etherscan.io'],
    })
  })
})
