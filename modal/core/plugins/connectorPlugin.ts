import type { CaipNetwork, ChainNamespace } from '../caip/types'
import type { ChainAdapterLoader } from '../chains/chainAdapter'
import type { Portico } from '../createPortico'
import type { PorticoDeps } from '../deps'
import type { PorticoPorts } from '../stores/ports'

/**
 * What a connector plugin is given when an instance is created with it.
 *
 * @example
 * ```ts
 * setup: ({ networks, deps }: ConnectorPluginContext) => ({ ports: () => ({}) })
 * ```
 */
export interface ConnectorPluginContext {
  /** The instance's networks (all namespaces), as the host passed them. */
  networks: readonly CaipNetwork[]
  /** The instance's completed dependencies (clock, storage, fetch, logger). */
  deps: PorticoDeps
  /**
   * The instance's storage key prefix (`@portico/`, `@portico/<storageKey>/`, …): a plugin
   * keeps its own records under it, so two instances on one page keep theirs apart.
   */
  storagePrefix: string
}

/**
 * A connector plugin installed into one instance: the namespaces' adapter loaders it wraps
 * (to add its wallets beside the namespace's own), and the ports it plugs in once the instance
 * exists. Everything here belongs to that one instance.
 *
 * @example
 * ```ts
 * const install: ConnectorPluginInstall = {
 *   adapters: { eip155: (own) => withMyWallets(own) },
 *   ports: (portico) => ({ pairing: new MyPairing(portico) }),
 * }
 * ```
 */
export interface ConnectorPluginInstall {
  /**
   * Per namespace, wraps the host's adapter loader (undefined when the host configured none
   * for that namespace) into one that also offers the plugin's wallets.
   */
  adapters?: Partial<
    Record<ChainNamespace, (own: ChainAdapterLoader | undefined) => ChainAdapterLoader>
  >
  /** Ports (pairing, …) the plugin provides, given the new instance. */
  ports?(portico: Portico): Partial<PorticoPorts>
}

/**
 * A way of connecting wallets a host adds in one line through `createPortico`'s `connectors`
 * option (WalletConnect is one: `portico/walletconnect`). `setup` runs once per instance,
 * before its stores exist, and must not perform I/O.
 *
 * @example
 * ```ts
 * const myConnector: ConnectorPlugin = {
 *   id: 'my-wallets',
 *   setup: ({ deps }) => ({ adapters: { eip155: (own) => withMyWallets(own, deps.fetch) } }),
 * }
 * createPortico({ projectId, networks, connectors: [myConnector] })
 * ```
 */
export interface ConnectorPlugin {
  readonly id: string
  setup(context: ConnectorPluginContext): ConnectorPluginInstall
}

/**
 * Runs each plugin's `setup` and folds its adapter wrappers over the host's loaders, in plugin
 * order. Returns the loaders to register and the installs whose ports attach afterwards.
 *
 * @example
 * ```ts
 * const { adapters, installs } = installConnectorPlugins(plugins, options.adapters, context)
 * ```
 */
export function installConnectorPlugins(
  plugins: readonly ConnectorPlugin[],
  adapters: Partial<Record<ChainNamespace, ChainAdapterLoader>> | undefined,
  context: ConnectorPluginContext,
): {
  adapters: Partial<Record<ChainNamespace, ChainAdapterLoader>>
  installs: ConnectorPluginInstall[]
} {
  const loaders: Partial<Record<ChainNamespace, ChainAdapterLoader>> = { ...adapters }
  const installs = plugins.map((plugin) => plugin.setup(context))
  for (const install of installs) {
    for (const [namespace, wrap] of Object.entries(install.adapters ?? {})) {
      const ns = namespace as ChainNamespace
      if (wrap) loaders[ns] = wrap(loaders[ns])
    }
  }
  return { adapters: loaders, installs }
}
