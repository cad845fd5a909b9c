import type { Bip122Adapter, Bip122AdapterOptions } from './bip122Adapter'

/**
 * Loads the bip122 adapter on first use: the dynamic import keeps bitcoinjs-lib and the
 * secp256k1 code out of the page's start-up script.
 *
 * @example
 * ```ts
 * const loader: ChainAdapterLoader = () => loadBip122Adapter({ wallets: () => wallets, fetch })
 * ```
 */
export async function loadBip122Adapter(options: Bip122AdapterOptions): Promise<Bip122Adapter> {
  const { createBip122Adapter } = await import('./bip122Adapter')
  return createBip122Adapter(options)
}
