import type { PolkadotAdapter, PolkadotAdapterOptions } from './polkadotAdapter'

/**
 * Loads the polkadot adapter on first use: the dynamic import keeps @polkadot/api, its types
 * and the crypto code (~375 KiB gzip) in their own chunk, fetched only when the polkadot
 * namespace is used.
 *
 * @example
 * ```ts
 * createPortico({
 *   networks: [withPolkadotRpcUrl(polkadot, 'wss://my-node.example')],
 *   adapters: { polkadot: () => loadPolkadotAdapter({ window, appName: 'My dapp' }) },
 * })
 * ```
 */
export async function loadPolkadotAdapter(
  options: PolkadotAdapterOptions,
): Promise<PolkadotAdapter> {
  const { createPolkadotAdapter } = await import('./polkadotAdapter')
  return createPolkadotAdapter(options)
}
