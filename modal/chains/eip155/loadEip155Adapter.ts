import type { Eip155Adapter, Eip155AdapterOptions } from './eip155Adapter'

/**
 * Loads the eip155 adapter on first use: the dynamic import keeps viem out of the page's
 * start-up script, so it is fetched only when the eip155 namespace is used. Wallet discovery
 * starts when the adapter is created, not before.
 *
 * @example
 * ```ts
 * const loader: ChainAdapterLoader = () => loadEip155Adapter({ window })
 * const adapter = await loader()
 * adapter.listConnectors()
 * ```
 */
export async function loadEip155Adapter(options: Eip155AdapterOptions): Promise<Eip155Adapter> {
  const { createEip155Adapter } = await import('./eip155Adapter')
  return createEip155Adapter(options)
}
