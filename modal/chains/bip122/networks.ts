import type { CaipNetwork } from '../../core/caip/types'

const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

/** CAIP-2 for bip122: the first 32 hex digits of the chain's genesis block hash. */
function bip122Network(
  genesisPrefix: string,
  name: string,
  esploraUrl: string,
  extra: Partial<CaipNetwork> = {},
): CaipNetwork {
  return {
    id: genesisPrefix,
    caipNetworkId: `bip122:${genesisPrefix}`,
    name,
    chainNamespace: 'bip122',
    nativeCurrency: BTC,
    rpcUrls: { default: { http: [esploraUrl] } },
    ...extra,
  }
}

/**
 * Bitcoin mainnet; `rpcUrls.default.http[0]` is an Esplora REST base URL.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [bitcoin], adapters: { bip122: () => loadBip122Adapter({ window }) } })
 * ```
 */
export const bitcoin = bip122Network(
  '000000000019d6689c085ae165831e93',
  'Bitcoin',
  'https://blockstream.info/api',
  {
    blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  },
)

/**
 * Bitcoin testnet (testnet3).
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [bitcoinTestnet], adapters })
 * ```
 */
export const bitcoinTestnet = bip122Network(
  '000000000933ea01ad0ee984209779ba',
  'Bitcoin Testnet',
  'https://blockstream.info/testnet/api',
  {
    testnet: true,
    blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  },
)

/**
 * Bitcoin signet.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [bitcoinSignet], adapters })
 * ```
 */
export const bitcoinSignet = bip122Network(
  '00000008819873e925422c1ff0f99f7c',
  'Bitcoin Signet',
  'https://mempool.space/signet/api',
  {
    testnet: true,
    blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/signet' } },
  },
)

/**
 * The CAIP-2 reference of regtest (and of the lab's chain, which shares its genesis hash).
 *
 * @example
 * ```ts
 * createBitcoinRegtestNetwork(url).caipNetworkId // `bip122:${BITCOIN_REGTEST_REFERENCE}`
 * ```
 */
export const BITCOIN_REGTEST_REFERENCE = '0f9188f13cb7b2c71f2a335e3a4fc328'

/**
 * A regtest network served by the Esplora API at `esploraUrl` (the lab's bitcoin chain).
 *
 * @example
 * ```ts
 * const lab = createBitcoinRegtestNetwork('http://127.0.0.1:3002')
 * lab.caipNetworkId // 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
 * ```
 */
export function createBitcoinRegtestNetwork(esploraUrl: string): CaipNetwork {
  return bip122Network(BITCOIN_REGTEST_REFERENCE, 'Bitcoin Regtest', esploraUrl, { testnet: true })
}

/** Which address formats and Wallet Standard chain a bip122 network uses. */
export type Bip122Kind = 'mainnet' | 'testnet' | 'regtest'

/** The kind of a bip122 network, from its CAIP-2 reference; undefined for unknown chains. */
export function bip122Kind(network: CaipNetwork): Bip122Kind | undefined {
  const reference = network.caipNetworkId.split(':')[1]
  if (reference === bitcoin.id) return 'mainnet'
  if (reference === bitcoinTestnet.id || reference === bitcoinSignet.id) return 'testnet'
  if (reference === BITCOIN_REGTEST_REFERENCE) return 'regtest'
  return undefined
}
