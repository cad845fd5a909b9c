/**
 * `portico/solana`: the solana chain family. The adapter and @solana/web3.js load on first use
 * through {@link loadSolanaAdapter} (their own chunk); importing this entry only brings
 * network data. Wallets are found through the Wallet Standard.
 *
 * @example
 * ```ts
 * import { loadSolanaAdapter, solana, withSolanaRpcUrl } from 'portico/solana'
 * createPortico({
 *   projectId: 'my-project',
 *   networks: [ethereum, withSolanaRpcUrl(solana, 'https://my-solana-node.example')],
 *   adapters: {
 *     eip155: () => loadEip155Adapter({ window }),
 *     solana: () => loadSolanaAdapter({ window }),
 *   },
 * })
 * ```
 */

export { loadSolanaAdapter } from '../chains/solana/loadSolanaAdapter'
export {
  createLabSolanaNetwork,
  SOLANA_DECIMALS,
  solana,
  solanaDevnet,
  solanaTestnet,
  WELL_KNOWN_SOLANA_NETWORKS,
  withSolanaRpcUrl,
} from '../chains/solana/networks'
export type { SolanaAdapter, SolanaAdapterOptions } from '../chains/solana/solanaAdapter'
/** Solana phones over WalletConnect: `walletConnect({ projectId, metadata, families: [solanaWalletConnect] })`. */
export { solanaFamily as solanaWalletConnect } from '../connectors/walletconnect/families/solana'
