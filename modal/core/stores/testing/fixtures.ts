import type { CaipNetwork, ChainNamespace } from '../../caip/types'

/** Builds a test network; only the fields a test cares about need passing. */
export function network(
  namespace: ChainNamespace,
  id: number | string,
  extra: Partial<CaipNetwork> = {},
): CaipNetwork {
  return {
    id,
    caipNetworkId: `${namespace}:${id}`,
    name: `${namespace} ${id}`,
    chainNamespace: namespace,
    nativeCurrency: { name: 'Coin', symbol: namespace === 'solana' ? 'SOL' : 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    ...extra,
  }
}

export const mainnet = network('eip155', 1, { name: 'Ethereum' })
export const base = network('eip155', 8453, { name: 'Base' })
export const sepolia = network('eip155', 11155111, { name: 'Sepolia', testnet: true })
export const solanaMainnet = network('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', {
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
})
/** A network not in the default test configuration. */
export const optimismLike = network('eip155', 10, { name: 'OP' })
