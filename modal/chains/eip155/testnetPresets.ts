import { eip155Network, explorer } from './eip155Network'

// The testnets of the networks SPEC §9 names. AppKit's list (its embedded wallet's chain list)
// still names Goerli-era testnets that are shut down (Polygon Mumbai 80001, zkSync Goerli 280,
// OP/Arbitrum/Base Goerli); Portico names their live successors instead, and keeps 999, the
// id SPEC §9 names, which is Zora's Goerli testnet in that list (viem's `zoraTestnet`).

/**
 * Polygon Amoy (80002), Polygon's testnet.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [withRpcUrl(polygonAmoy, 'https://rpc.example')], adapters })
 * ```
 */
export const polygonAmoy = /* @__PURE__ */ eip155Network(80002, 'Polygon Amoy', {
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  blockExplorers: explorer('PolygonScan', 'https://amoy.polygonscan.com'),
  testnet: true,
})

/**
 * Celo Alfajores (44787), Celo's testnet.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [withRpcUrl(celoAlfajores, 'https://rpc.example')], adapters })
 * ```
 */
export const celoAlfajores = /* @__PURE__ */ eip155Network(44787, 'Celo Alfajores', {
  nativeCurrency: { name: 'CELO', symbol: 'A-CELO', decimals: 18 },
  blockExplorers: explorer('Celo Alfajores Explorer', 'https://celo-alfajores.blockscout.com'),
  testnet: true,
})

/**
 * Aurora Testnet (1313161555), Aurora's testnet.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [withRpcUrl(auroraTestnet, 'https://rpc.example')], adapters })
 * ```
 */
export const auroraTestnet = /* @__PURE__ */ eip155Network(1313161555, 'Aurora Testnet', {
  blockExplorers: explorer('Aurorascan', 'https://testnet.aurorascan.dev'),
  testnet: true,
})

/**
 * BNB Smart Chain Testnet (97), BNB Smart Chain's testnet.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [withRpcUrl(bscTestnet, 'https://rpc.example')], adapters })
 * ```
 */
export const bscTestnet = /* @__PURE__ */ eip155Network(97, 'BNB Smart Chain Testnet', {
  nativeCurrency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
  blockExplorers: explorer('BscScan', 'https://testnet.bscscan.com'),
  testnet: true,
})

/**
 * Avalanche Fuji (43113), Avalanche's testnet.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [withRpcUrl(avalancheFuji, 'https://rpc.example')], adapters })
 * ```
 */
export const avalancheFuji = /* @__PURE__ */ eip155Network(43113, 'Avalanche Fuji', {
  nativeCurrency: { name: 'Avalanche Fuji', symbol: 'AVAX', decimals: 18 },
  blockExplorers: explorer('SnowTrace', 'https://testnet.snowtrace.io'),
  testnet: true,
})

/**
 * ZKsync Sepolia Testnet (300), ZKsync Era's testnet.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [withRpcUrl(zksyncSepolia, 'https://rpc.example')], adapters })
 * ```
 */
export const zksyncSepolia = /* @__PURE__ */ eip155Network(300, 'ZKsync Sepolia Testnet', {
  blockExplorers: explorer('ZKsync Explorer', 'https://sepolia.explorer.zksync.io'),
  testnet: true,
})

/**
 * Gnosis Chiado (10200), Gnosis's testnet.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [withRpcUrl(gnosisChiado, 'https://rpc.example')], adapters })
 * ```
 */
export const gnosisChiado = /* @__PURE__ */ eip155Network(10200, 'Gnosis Chiado', {
  nativeCurrency: { name: 'xDAI', symbol: 'xDAI', decimals: 18 },
  blockExplorers: explorer('Blockscout', 'https://blockscout.chiadochain.net'),
  testnet: true,
})

/**
 * Zora Sepolia (999999999), Zora's testnet.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [withRpcUrl(zoraSepolia, 'https://rpc.example')], adapters })
 * ```
 */
export const zoraSepolia = /* @__PURE__ */ eip155Network(999999999, 'Zora Sepolia', {
  blockExplorers: explorer('Zora Sepolia Explorer', 'https://sepolia.explorer.zora.energy'),
  testnet: true,
})

/**
 * Zora Goerli Testnet (999), Zora's testnet.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [withRpcUrl(zoraTestnet, 'https://rpc.example')], adapters })
 * ```
 */
export const zoraTestnet = /* @__PURE__ */ eip155Network(999, 'Zora Goerli Testnet', {
  blockExplorers: explorer('Zora Explorer', 'https://testnet.explorer.zora.energy'),
  testnet: true,
})

/**
 * Base Sepolia (84532), Base's testnet.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [withRpcUrl(baseSepolia, 'https://rpc.example')], adapters })
 * ```
 */
export const baseSepolia = /* @__PURE__ */ eip155Network(84532, 'Base Sepolia', {
  blockExplorers: explorer('Basescan', 'https://sepolia.basescan.org'),
  testnet: true,
})

/**
 * OP Sepolia (11155420), OP Mainnet's testnet.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [withRpcUrl(optimismSepolia, 'https://rpc.example')], adapters })
 * ```
 */
export const optimismSepolia = /* @__PURE__ */ eip155Network(11155420, 'OP Sepolia', {
  blockExplorers: explorer('Blockscout', 'https://optimism-sepolia.blockscout.com'),
  testnet: true,
})

/**
 * Arbitrum Sepolia (421614), Arbitrum's testnet.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks: [withRpcUrl(arbitrumSepolia, 'https://rpc.example')], adapters })
 * ```
 */
export const arbitrumSepolia = /* @__PURE__ */ eip155Network(421614, 'Arbitrum Sepolia', {
  blockExplorers: explorer('Arbiscan', 'https://sepolia.arbiscan.io'),
  testnet: true,
})
