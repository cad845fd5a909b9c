import type { ChainAdapterLoader } from '../../core/chains/chainAdapter'
import type { ConnectorPlugin } from '../../core/plugins/connectorPlugin'
import type { WalletConnectConnectorOptions } from './connectorTypes'
import { createWalletConnectConnector } from './walletConnectConnector'
import { WalletConnectPairing } from './walletConnectPairing'
import { withWalletConnectEip155 } from './withWalletConnect'
import { walletConnectBip122 } from './withWalletConnectBip122'

/**
 * WalletConnect Cloud's public relay, used when no `relayUrl` is given.
 *
 * @example
 * ```ts
 * walletConnect({ projectId, metadata, relayUrl: DEFAULT_WALLETCONNECT_RELAY_URL })
 * ```
 */
export const DEFAULT_WALLETCONNECT_RELAY_URL = 'wss://relay.walletconnect.org'

/**
 * What a host passes to {@link walletConnect}: its WalletConnect project and how it looks.
 *
 * @example
 * ```ts
 * const options: WalletConnectOptions = { projectId: 'my-walletconnect-project', metadata }
 * ```
 */
export interface WalletConnectOptions
  extends Pick<
    WalletConnectConnectorOptions,
    'projectId' | 'metadata' | 'namespaces' | 'platform' | 'storageKeyPrefix'
  > {
  /** The relay; default {@link DEFAULT_WALLETCONNECT_RELAY_URL}. */
  relayUrl?: string
  /** Keys the library's global Core cache; set distinct values for two instances in one page. */
  customStoragePrefix?: string
  /** Where the sign client comes from; tests pass a fake. Default: a lazy import. */
  loadTransport?: WalletConnectConnectorOptions['loadTransport']
}

/**
 * WalletConnect as one line of `createPortico` options: phones pair through a QR code (and
 * deep links on mobile), sessions are restored on the next visit by `init()`, and requests go
 * to the phone. The connector uses the instance's clock and storage and proposes its eip155
 * networks; the sign client, viem and the adapter load only when WalletConnect is first used.
 *
 * @example
 * ```ts
 * import { createPortico } from 'portico'
 * import { walletConnect } from 'portico/walletconnect'
 *
 * const portico = createPortico({
 *   projectId: 'my-project',
 *   networks,
 *   adapters: { eip155: () => loadEip155Adapter({ window }) },
 *   connectors: [walletConnect({ projectId: 'my-walletconnect-project', metadata })],
 * })
 * ```
 */
export function walletConnect(options: WalletConnectOptions): ConnectorPlugin {
  return {
    id: 'walletConnect',
    setup({ networks, deps }) {
      const connector = createWalletConnectConnector({
        ...options,
        relayUrl: options.relayUrl ?? DEFAULT_WALLETCONNECT_RELAY_URL,
        networks,
        clock: deps.clock,
        storage: deps.storage,
      })
      const settings = { connector, fetch: deps.fetch }
      const alone: ChainAdapterLoader = async () =>
        (await import('./walletConnectEip155Adapter')).createWalletConnectEip155Adapter(settings)
      return {
        adapters: {
          eip155: (own) => (own ? withWalletConnectEip155(own, settings) : alone),
          // Only where the host offers bitcoin: no bitcoin code loads otherwise (budget test).
          ...(networks.some((n) => n.chainNamespace === 'bip122')
            ? { bip122: (own?: ChainAdapterLoader) => walletConnectBip122(own, settings) }
            : {}),
        },
        ports: (portico) => ({ pairing: new WalletConnectPairing(portico, connector) }),
      }
    },
  }
}
