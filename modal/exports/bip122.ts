/**
 * `portico/bip122`: the bitcoin chain family. The adapter, bitcoinjs-lib and secp256k1 load on
 * first use through {@link loadBip122Adapter}; importing this entry only brings network data
 * and types.
 *
 * @example
 * ```ts
 * import { bitcoin, loadBip122Adapter } from 'portico/bip122'
 * createPortico({
 *   projectId: 'my-project',
 *   networks: [bitcoin],
 *   adapters: { bip122: () => loadBip122Adapter({ wallets: () => bitcoinWallets, fetch }) },
 * })
 * ```
 */

export type { Bip122Adapter, Bip122AdapterOptions } from '../chains/bip122/bip122Adapter'
export { loadBip122Adapter } from '../chains/bip122/loadBip122Adapter'
export {
  BITCOIN_REGTEST_REFERENCE,
  bitcoin,
  bitcoinSignet,
  bitcoinTestnet,
  createBitcoinRegtestNetwork,
} from '../chains/bip122/networks'
export type {
  BitcoinPurpose,
  BitcoinStandardWallet,
  BitcoinWalletAccount,
} from '../chains/bip122/walletStandard'
export { isBitcoinWallet } from '../chains/bip122/walletStandard'
/** Bitcoin phones over WalletConnect: `walletConnect({ projectId, metadata, families: [bip122WalletConnect] })`. */
export { bip122Family as bip122WalletConnect } from '../connectors/walletconnect/families/bip122'
