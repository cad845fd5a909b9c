import type { NativeBalanceCache, NativeBalanceCacheConfig } from './nativeBalanceCache'

/** What the balance store asks of the native balance cache. */
export type NativeBalanceReader = Pick<NativeBalanceCache, 'read' | 'clear'>

/**
 * The native balance cache with its code (and the storage-backed TTL cache under it) in a lazy
 * chunk: every read is asynchronous anyway, so the first one imports it. Start-up carries none
 * of it; a failed import is tried again on the next read.
 *
 * @example
 * ```ts
 * const balances = lazyNativeBalanceCache({ clock, storage, storageKey, logger })
 * await balances.read(nativeBalanceKey('eip155:1', address), () => adapter.getBalance(args))
 * ```
 */
export function lazyNativeBalanceCache(config: NativeBalanceCacheConfig): NativeBalanceReader {
  let cache: Promise<NativeBalanceCache> | undefined
  const loaded = () => {
    cache ??= import('./nativeBalanceCache').then(
      (m) => new m.NativeBalanceCache(config),
      (error: unknown) => {
        cache = undefined
        throw error
      },
    )
    return cache
  }
  return {
    read: (key, load, options) => loaded().then((c) => c.read(key, load, options)),
    // Loads the cache even when nothing was read on this page: a balance kept in storage by an
    // earlier visit must go too. Queued after any read already asked for, which then is not kept.
    clear: () => {
      loaded().then(
        (c) => c.clear(),
        (error: unknown) => config.logger.warn('native balance cache not cleared', error),
      )
    },
  }
}

/**
 * The cache key of one account's native balance on one network.
 *
 * @example
 * ```ts
 * nativeBalanceKey('eip155:1', '0xabc') // 'eip155:1:0xabc'
 * ```
 */
export function nativeBalanceKey(caipNetworkId: string, address: string): string {
  return `${caipNetworkId}:${address}`
}
