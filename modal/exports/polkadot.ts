/**
 * `portico/polkadot`: the polkadot chain family. The adapter, @polkadot/api and the crypto
 * code load on first use through {@link loadPolkadotAdapter} (their own chunk); importing this
 * entry only brings network data. Wallets are the extensions in `window.injectedWeb3`
 * (polkadot{.js}, Talisman, SubWallet).
 *
 * @example
 * ```ts
 * import { loadPolkadotAdapter, polkadot, withPolkadotRpcUrl } from 'portico/polkadot'
 * createPortico({
 *   projectId: 'my-project',
 *   networks: [ethereum, withPolkadotRpcUrl(polkadot, 'wss://my-polkadot-node.example')],
 *   adapters: {
 *     eip155: () => loadEip155Adapter({ window }),
 *     polkadot: () => loadPolkadotAdapter({ window, appName: 'My dapp' }),
 *   },
 * })
 * ```
 */

export type {
  InjectedAccount,
  InjectedExtension,
  InjectedSigner,
  InjectedWindowProvider,
} from '../chains/polkadot/injectedWeb3'
export { loadPolkadotAdapter } from '../chains/polkadot/loadPolkadotAdapter'
export {
  createLabPolkadotNetwork,
  kusama,
  polkadot,
  polkadotAssetHub,
  WELL_KNOWN_POLKADOT_NETWORKS,
  westend,
  withPolkadotRpcUrl,
} from '../chains/polkadot/networks'
export type { PolkadotAdapter, PolkadotAdapterOptions } from '../chains/polkadot/polkadotAdapter'
/** Polkadot phones over WalletConnect: `walletConnect({ projectId, metadata, families: [polkadotWalletConnect] })`. */
export { polkadotFamily as polkadotWalletConnect } from '../connectors/walletconnect/families/polkadot'
