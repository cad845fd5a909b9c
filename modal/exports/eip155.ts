/**
 * `portico/eip155`: the eip155 (EVM) chain family. The adapter and viem load on first use
 * through {@link loadEip155Adapter}; importing this entry only brings network data.
 *
 * @example
 * ```ts
 * import { base, loadEip155Adapter, withRpcUrl } from 'portico/eip155'
 * createPortico({
 *   projectId: 'my-project',
 *   networks: [withRpcUrl(base, 'http://127.0.0.1:8545')],
 *   adapters: { eip155: () => loadEip155Adapter({ window }) },
 * })
 * ```
 */

export type { Eip155Adapter, Eip155AdapterOptions } from '../chains/eip155/eip155Adapter'
export { loadEip155Adapter } from '../chains/eip155/loadEip155Adapter'
export {
  aurora,
  avalanche,
  bsc,
  celo,
  gnosis,
  polygon,
  zksync,
  zora,
} from '../chains/eip155/mainnetPresets'
export {
  arbitrum,
  base,
  createAnvilNetwork,
  ethereum,
  optimism,
  sepolia,
  WELL_KNOWN_EIP155_NETWORKS,
  withRpcUrl,
} from '../chains/eip155/networks'
export type { RpcGatewayOptions } from '../chains/eip155/rpcGateway'
export {
  arbitrumSepolia,
  auroraTestnet,
  avalancheFuji,
  baseSepolia,
  bscTestnet,
  celoAlfajores,
  gnosisChiado,
  optimismSepolia,
  polygonAmoy,
  zksyncSepolia,
  zoraSepolia,
  zoraTestnet,
} from '../chains/eip155/testnetPresets'
