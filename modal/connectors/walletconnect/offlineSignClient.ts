import { SignClient } from '@walletconnect/sign-client'
import type { WcKeyValueStorage } from './wcKeyValueStorage'

/**
 * The app metadata a WalletConnect peer shows about the other side.
 *
 * @example
 * ```ts
 * walletConnect({ projectId, metadata: { name: 'Shop', description: 'A shop', url: 'https://shop.example', icons: [] } })
 * ```
 */
export interface WalletConnectMetadata {
  name: string
  description: string
  url: string
  icons: string[]
}

export interface OfflineSignClientOptions {
  projectId: string
  relayUrl: string
  metadata: WalletConnectMetadata
  storage: WcKeyValueStorage
  /** Distinct per client in one page or process (the library keys a global Core on it). */
  customStoragePrefix: string
}

/** A @walletconnect/sign-client instance (the class's instance type). */
export type WcSignClient = InstanceType<typeof SignClient>

/**
 * Starts a SignClient that talks to nothing but `relayUrl`:
 * - `telemetryEnabled: false`: no events to the telemetry endpoint;
 * - `logger: 'silent'`;
 * - verify is short-circuited: in a browser `register` would load an iframe from the verify
 *   server and wait up to 5 s for every proposal; the relay sends `attestation: ""`, so
 *   `resolve` has nothing to check either;
 * - the library caches its Core on `globalThis` per storage prefix and hands the cached one to
 *   the next client with that prefix; the cache entry is removed so that every Portico
 *   instance (and a "reload" in tests) gets a Core of its own.
 *
 * @example
 * ```ts
 * const client = await initOfflineSignClient({ projectId, relayUrl, metadata, storage, customStoragePrefix: 'site' })
 * ```
 */
export async function initOfflineSignClient(
  options: OfflineSignClientOptions,
): Promise<WcSignClient> {
  forgetGlobalCore(options.customStoragePrefix)
  const client = await SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata,
    // The library types the storage as its abstract IKeyValueStorage class; ours has its shape.
    storage: options.storage as unknown as NonNullable<
      Parameters<typeof SignClient.init>[0]
    >['storage'],
    customStoragePrefix: options.customStoragePrefix,
    logger: 'silent',
    telemetryEnabled: false,
  })
  forgetGlobalCore(options.customStoragePrefix)
  client.core.verify.register = async () => ''
  // The library itself answers undefined for an empty attestation; its type does not say so.
  client.core.verify.resolve = (async () =>
    undefined) as unknown as typeof client.core.verify.resolve
  return client
}

/**
 * Stops a client's sockets and timers (the library has no single call for it).
 *
 * @example
 * ```ts
 * await closeSignClient(client)
 * ```
 */
export async function closeSignClient(client: WcSignClient): Promise<void> {
  client.core.heartbeat.stop()
  await client.core.relayer.transportClose().catch(() => undefined)
}

function forgetGlobalCore(prefix: string): void {
  const key = `_walletConnectCore_${prefix}`
  const global = globalThis as Record<string, unknown>
  delete global[key]
  delete global[`${key}_count`]
}
