import type { Clock } from '../clock/clock'
import type { KeyValueStorage, Logger } from '../deps'
import { createTtlCache, type TtlCache } from '../services/cache/ttlCache'
import { type NativeBalance, nativeBalanceSchema } from '../storage/storageSchema'

/** SPEC §9 "Native balance cache: 30 s". */
export const NATIVE_BALANCE_CACHE_MS = 30_000

/** What {@link NativeBalanceCache} needs: the instance's clock, storage and key. */
export interface NativeBalanceCacheConfig {
  clock: Clock
  storage: KeyValueStorage
  /** The full storage key, with this instance's prefix, e.g. `@portico/shop/nativeBalanceCache`. */
  storageKey: string
  logger: Pick<Logger, 'warn'>
}

/**
 * The native balances read from the chains, kept 30 s per network and account on the injected
 * clock and in the host's storage (SPEC §3 "Local storage keeps … native balance cache").
 * Entries read back from storage are checked; one that does not fit is dropped. A read asked
 * for while the same one is under way waits for it rather than asking the chain twice. A
 * balance with an unconfirmed part (bitcoin's mempool) is not kept: the next block changes it.
 *
 * @example
 * ```ts
 * const balances = new NativeBalanceCache({ clock, storage, storageKey, logger })
 * await balances.read('eip155:1:0xabc…', () => adapter.getBalance({ address, network }))
 * ```
 */
export class NativeBalanceCache {
  private readonly cache: TtlCache<NativeBalance>
  private readonly reading = new Map<string, Promise<NativeBalance>>()

  constructor(config: NativeBalanceCacheConfig) {
    this.cache = createTtlCache<NativeBalance>({
      ...config,
      ttlMs: NATIVE_BALANCE_CACHE_MS,
      schema: nativeBalanceSchema,
    })
  }

  /**
   * The balance under `key`: kept, being read, or read now with `load`. `forceUpdate` (after a
   * transaction) always reads afresh, and what it reads replaces what was kept. A failed read
   * keeps nothing.
   */
  read(
    key: string,
    load: () => Promise<NativeBalance>,
    options: { forceUpdate?: boolean } = {},
  ): Promise<NativeBalance> {
    if (!options.forceUpdate) {
      const kept = this.cache.get(key) ?? this.reading.get(key)
      if (kept) return Promise.resolve(kept)
    }
    const reading: Promise<NativeBalance> = load().then((balance) => {
      // Cleared meanwhile (a disconnect): the answer belongs to the account that left.
      if (this.reading.get(key) !== reading) return balance
      if (isSettled(balance)) this.cache.set(key, balance)
      else this.cache.delete(key)
      return balance
    })
    this.reading.set(key, reading)
    const done = () => {
      if (this.reading.get(key) === reading) this.reading.delete(key)
    }
    reading.then(done, done)
    return reading
  }

  /**
   * Forgets every balance kept, here and in storage (SPEC §4: disconnecting clears the
   * account data). A read under way still answers its caller but is not kept.
   */
  clear(): void {
    this.cache.clear()
    this.reading.clear()
  }
}

/** False while part of the balance waits for a block. */
function isSettled(balance: NativeBalance): boolean {
  return balance.unconfirmed === undefined || Number(balance.unconfirmed) === 0
}

export { nativeBalanceKey } from './lazyNativeBalanceCache'
