import { Portico } from './createPortico'
import { createDefaultDeps, type PorticoDeps } from './deps'
import type { PorticoOptions } from './options/options'
import { resolveOptions } from './options/resolveOptions'
import { type ConnectorPlugin, installConnectorPlugins } from './plugins/connectorPlugin'
import { claimStorageNamespace, configFingerprint } from './storage/instanceNamespace'

/**
 * {@link PorticoOptions} plus the wallet-connection plugins to install (e.g. WalletConnect).
 *
 * @example
 * ```ts
 * const options: CreatePorticoOptions = {
 *   projectId,
 *   networks,
 *   connectors: [walletConnect({ projectId, metadata })],
 * }
 * ```
 */
export interface CreatePorticoOptions extends PorticoOptions {
  /** Connector plugins, e.g. `[walletConnect({ projectId, relayUrl, metadata })]`. */
  connectors?: readonly ConnectorPlugin[]
}

/**
 * Creates a Portico instance: resolves the options against the SPEC §9 defaults, completes
 * the dependencies and installs the `connectors` plugins (their adapters beside the host's,
 * their ports once the instance exists). Performs no I/O; call `init()` to restore a visit.
 * Throws SIWX_AND_SIWE_EXCLUSIVE when both `siwx` and `siweConfig` are set.
 *
 * @example
 * ```ts
 * const portico = createPortico(
 *   { projectId: 'p1', networks: [mainnet, base], adapters: { eip155: () => import('./evm').then((m) => m.adapter) } },
 *   { clock: new ManualClock() },
 * )
 * await portico.init()
 * portico.open() // Connect view when disconnected
 * ```
 */
export function createPortico(
  options: CreatePorticoOptions,
  deps: Partial<PorticoDeps> = {},
): Portico {
  const { connectors = [], ...rest } = options
  const full = createDefaultDeps(deps)
  // The instance's storage namespace (modal/core/storage/instanceNamespace.ts): its own
  // storageKey's, or one of its own on this page; plugins keep their records under it too.
  const request = { storageKey: rest.storageKey, fingerprint: configFingerprint(rest) }
  const namespace = claimStorageNamespace(full.storage, request, full.logger)
  const context = { networks: rest.networks, deps: full, storagePrefix: namespace.prefix }
  const { adapters, installs } = installConnectorPlugins(connectors, rest.adapters, context)
  const portico = new Portico(resolveOptions({ ...rest, adapters }), full, namespace)
  for (const install of installs) if (install.ports) portico.attachPorts(install.ports(portico))
  return portico
}
