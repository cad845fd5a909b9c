/**
 * `portico/walletconnect`: WalletConnect pairing for phones, added with one option. The sign
 * client loads only when a visitor first picks WalletConnect (or a session is restored).
 *
 * @example
 * ```ts
 * import { createPortico } from 'portico'
 * import { walletConnect } from 'portico/walletconnect'
 *
 * const portico = createPortico({
 *   projectId: 'my-project',
 *   networks,
 *   connectors: [
 *     walletConnect({
 *       projectId: 'my-walletconnect-project',
 *       metadata: { name: 'My dapp', description: 'Mints things', url: location.origin, icons: [] },
 *     }),
 *   ],
 * })
 * ```
 */

export type { WalletConnectFamily } from '../connectors/walletconnect/families/walletConnectFamily'
export type { WalletConnectMetadata } from '../connectors/walletconnect/offlineSignClient'
export type { WalletConnectOptions } from '../connectors/walletconnect/walletConnectPlugin'
export {
  DEFAULT_WALLETCONNECT_RELAY_URL,
  walletConnect,
} from '../connectors/walletconnect/walletConnectPlugin'
