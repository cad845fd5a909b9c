import type { ChainNamespace } from '../../core/caip/types'
import type { ChainAdapterLoader } from '../../core/chains/chainAdapter'
import type { ConnectorPlugin } from '../../core/plugins/connectorPlugin'
import type { WalletConnectConnectorOptions } from './connectorTypes'
import { servedFamilies, walletConnectFamilies } from './families/registry'
import type { WalletConnectFamily } from './families/walletConnectFamily'
import { pairingPlatform } from './pairingPlatform'
import { providerAlertRaiser } from './providerAlerts'
import { createWalletConnectConnector } from './walletConnectConnector'
import { WalletConnectPairing } from './walletConnectPairing'
import { withWalletConnect } from './withWalletConnect'

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
  /**
   * The chain families served besides eip155, each from its own entry: `solanaWalletConnect`
   * (`portico/solana`), `bip122WalletConnect` (`portico/bip122`), `polkadotWalletConnect`
   * (`portico/polkadot`). A family not passed is neither proposed nor bundled (nor its library
   * installed). Default: none (eip155 only).
   */
  families?: readonly WalletConnectFamily[]
  /** Where the sign client comes from; tests pass a fake. Default: a lazy import. */
  loadTransport?: WalletConnectConnectorOptions['loadTransport']
}

/**
 * WalletConnect as one line of `createPortico` options: phones pair through a QR code (and
 * deep links on mobile), sessions are restored on the next visit by `init()`, and requests go
 * to the phone. The connector uses the instance's clock and storage and proposes the networks
 * of the families it serves (eip155, and those passed in `families`), so one session may cover
 * eip155 and solana, each namespace connected through its own adapter over that session. The
 * sign client and the family adapters load only when WalletConnect is first used. Networks of
 * a family it does not serve are left out of the proposal, with one warning in the log.
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
 *
 * // Also Solana phones, in the same session (and only then @solana/web3.js is bundled):
 * import { solanaWalletConnect } from 'portico/solana'
 * walletConnect({ projectId: 'my-walletconnect-project', metadata, families: [solanaWalletConnect] })
 * ```
 */
export function walletConnect(options: WalletConnectOptions): ConnectorPlugin {
  return {
    id: 'walletConnect',
    setup({ networks, deps, storagePrefix }) {
      const { families: extra, ...connectorOptions } = options
      const families = walletConnectFamilies(
        networks.map((network) => network.chainNamespace),
        servedFamilies(extra),
      )
      const namespaces = families.map((family) => family.namespace)
      const served = networks.filter((network) => namespaces.includes(network.chainNamespace))
      const unserved = [...new Set(networks.map((network) => network.chainNamespace))].filter(
        (namespace) => !namespaces.includes(namespace),
      )
      if (unserved.length > 0) {
        deps.logger.warn(
          `WalletConnect leaves out the ${unserved.join(', ')} networks: pass their families (e.g. families: [solanaWalletConnect] from 'portico/solana') to walletConnect() to pair them too.`,
        )
      }
      const connector = createWalletConnectConnector({
        // Under the instance's namespace (`@portico/wc/` for the page's first instance), so two
        // instances on one page keep their pairings apart.
        storageKeyPrefix: `${storagePrefix}wc/`,
        ...connectorOptions,
        relayUrl: options.relayUrl ?? DEFAULT_WALLETCONNECT_RELAY_URL,
        networks: served,
        clock: deps.clock,
        storage: deps.storage,
      })
      const settings = { connector, fetch: deps.fetch }
      const adapters: Partial<
        Record<ChainNamespace, (own: ChainAdapterLoader | undefined) => ChainAdapterLoader>
      > = {}
      for (const family of families) {
        adapters[family.namespace] = (own) => withWalletConnect(own, family, settings)
      }
      return {
        adapters,
        ports: (portico) => {
          // SPEC §4: pairing reuse in a messaging-app browser or iOS Safari follows the platform.
          connector.usePlatform(pairingPlatform(portico.options.platform))
          // SPEC §8: the known provider errors (refused project id, expired session) alert once.
          const raise = providerAlertRaiser(portico.alerts, options.metadata.url)
          connector.on('providerError', ({ message }) => raise(message))
          return { pairing: new WalletConnectPairing(portico, connector, namespaces) }
        },
      }
    },
  }
}
