import { eip155Network, explorer } from './eip155Network'

// The mainnets SPEC §9 names beside Ethereum, Base, OP Mainnet and Arbitrum (networks.ts), as
// data: names, native currencies and explorers as viem's chain definitions give them. Each is
// pure, so a host ships only the ones it imports. None carries an RPC URL (see withRpcUrl).

/**
 * Polygon (137), mainnet.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [withRpcUrl(polygon, 'https://rpc.example')], adapters })
 * ```
 */
export const polygon = /* @__PURE__ */ eip155Network(137, 'Polygon', {
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  blockExplorers: explorer('PolygonScan', 'https://polygonscan.com'),
})

/**
 * Celo (42220), mainnet.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [withRpcUrl(celo, 'https://rpc.example')], adapters })
 * ```
 */
export const celo = /* @__PURE__ */ eip155Network(42220, 'Celo', {
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  blockExplorers: explorer('Celo Explorer', 'https://celoscan.io'),
})

/**
 * Aurora (1313161554), mainnet.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [withRpcUrl(aurora, 'https://rpc.example')], adapters })
 * ```
 */
export const aurora = /* @__PURE__ */ eip155Network(1313161554, 'Aurora', {
  blockExplorers: explorer('Aurorascan', 'https://aurorascan.dev'),
})

/**
 * BNB Smart Chain (56), mainnet.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [withRpcUrl(bsc, 'https://rpc.example')], adapters })
 * ```
 */
export const bsc = /* @__PURE__ */ eip155Network(56, 'BNB Smart Chain', {
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  blockExplorers: explorer('BscScan', 'https://bscscan.com'),
})

/**
 * Avalanche (43114), mainnet.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [withRpcUrl(avalanche, 'https://rpc.example')], adapters })
 * ```
 */
export const avalanche = /* @__PURE__ */ eip155Network(43114, 'Avalanche', {
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  blockExplorers: explorer('SnowTrace', 'https://snowtrace.io'),
})

/**
 * ZKsync Era (324), mainnet.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [withRpcUrl(zksync, 'https://rpc.example')], adapters })
 * ```
 */
export const zksync = /* @__PURE__ */ eip155Network(324, 'ZKsync Era', {
  blockExplorers: explorer('ZKsync Explorer', 'https://explorer.zksync.io'),
})

/**
 * Gnosis (100), mainnet.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [withRpcUrl(gnosis, 'https://rpc.example')], adapters })
 * ```
 */
export const gnosis = /* @__PURE__ */ eip155Network(100, 'Gnosis', {
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  blockExplorers: explorer('Gnosisscan', 'https://gnosisscan.io'),
})

/**
 * Zora (7777777), mainnet.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [withRpcUrl(zora, 'https://rpc.example')], adapters })
 * ```
 */
export const zora = /* @__PURE__ */ eip155Network(7777777, 'Zora', {
  blockExplorers: explorer('Zora Explorer', 'https://explorer.zora.energy'),
})
