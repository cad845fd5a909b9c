import type { Clock } from '../clock/clock'
import type { KeyValueStorage, Logger } from '../deps'
import { createTtlCache, type TtlCache } from '../services/cache/ttlCache'
import { type NativeBalance, nativeBalanceSchema } from '../storage/storageSchema'

/** SPEC §9 "Native balance cache: 30 s". */
export const NATIVE_BALANCE_CACHE_MS = 30_000

/** What {@link createNativeBalanceCache} needs: the instance's clock, storage and key. */
export interface NativeBalanceCacheConfig {
  clock: Clock
  storage: KeyValueStorage
  /** The full storage key, with this instance's prefix, e.g. `@portico/shop/nativeBalanceCache`. */
  storageKey: string
  logger: Pick<Logger, 'warn'>
}

/**
 * The native balances read from the chains, kept 30 s per network and address on the
 * injected clock and in the host's storage (SPEC §3 "Local storage keeps … native balance
 * cache"). Entries read back from storage are checked; one that does not fit is dropped.
 *
 * @example
 * ```ts
 * const cache = createNativeBalanceCache({ clock, storage, storageKey, logger })
 * cache.set(nativeBalanceKey('eip155:1', '0xabc…'), { balance: '1.5', symbol: 'ETH' })
 * ```
 */
export function createNativeBalanceCache(
  config: NativeBalanceCacheConfig,
): TtlCache<NativeBalance> {
  return createTtlCache<NativeBalance>({
    ...config,
    ttlMs: NATIVE_BALANCE_CACHE_MS,
    schema: nativeBalanceSchema,
  })
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
