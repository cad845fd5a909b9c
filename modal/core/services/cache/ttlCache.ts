import type { Clock } from '../../clock/clock'
import type { KeyValueStorage, Logger } from '../../deps'
import { isRecord, readProperty } from '../../validation/result'
import type { Schema } from '../../validation/schema'

/** A key-value cache whose entries expire after a fixed time on the injected clock. */
export interface TtlCache<T> {
  /** The value stored under `key` if it is younger than the time to live. */
  get(key: string): T | undefined
  set(key: string, value: T): void
  delete(key: string): void
  clear(): void
}

/** Settings of {@link createTtlCache}. */
export interface TtlCacheConfig<T = unknown> {
  clock: Clock
  ttlMs: number
  /**
   * Where entries survive a reload (SPEC §3 "Local storage keeps … balance, ENS and identity
   * caches"). Without it the cache lives in memory for the instance.
   */
  storage?: KeyValueStorage
  /** The storage key holding the whole cache as one JSON object; required with `storage`. */
  storageKey?: string
  /**
   * Checks every value read back from `storage`; a value that does not fit is dropped (issue
   * 11: a cached identity whose name is an object once crashed the modal). Without it, nothing
   * is read back from storage: an unchecked cached value never reaches a caller.
   */
  schema?: Schema<T>
  /** Told once per load how many stored entries were dropped. */
  logger?: Pick<Logger, 'warn'>
}

interface Entry<T> {
  value: T
  /** Clock time when the entry was written. */
  at: number
}

/**
 * A time-to-live cache on the injected {@link Clock}; with a storage it persists as one JSON
 * object and survives garbage written there (it then starts empty).
 *
 * @example
 * ```ts
 * const cache = createTtlCache<string>({ clock, ttlMs: 30_000 })
 * cache.set('eip155:1:0xabc', '1.5')
 * clock.advance(30_000)
 * cache.get('eip155:1:0xabc') // undefined
 * ```
 */
export function createTtlCache<T>(config: TtlCacheConfig<T>): TtlCache<T> {
  const { clock, ttlMs, storage, storageKey, schema, logger } = config
  const persistent = storage && storageKey ? { storage, key: storageKey } : undefined
  let memory: Map<string, Entry<T>> | undefined

  function load(): Map<string, Entry<T>> {
    if (memory) return memory
    memory = new Map()
    if (!persistent || !schema) return memory
    let dropped = 0
    try {
      const raw: unknown = JSON.parse(persistent.storage.getItem(persistent.key) ?? '{}')
      if (!isRecord(raw)) return memory
      for (const key of Object.keys(raw)) {
        const entry = readProperty(raw, key)
        const at = readProperty(entry, 'at')
        const value = schema(readProperty(entry, 'value'))
        if (typeof at === 'number' && Number.isFinite(at) && value !== undefined) {
          memory.set(key, { value, at })
        } else dropped++
      }
    } catch {
      // Unreadable storage: start empty.
    }
    if (dropped > 0) logger?.warn(`cache: dropped ${dropped} invalid entries of ${persistent.key}`)
    return memory
  }

  function save(entries: Map<string, Entry<T>>): void {
    if (!persistent) return
    try {
      persistent.storage.setItem(persistent.key, JSON.stringify(Object.fromEntries(entries)))
    } catch {
      // A full or blocked storage only costs the cache across reloads.
    }
  }

  function prune(entries: Map<string, Entry<T>>): void {
    const now = clock.now()
    for (const [key, entry] of entries) {
      const age = now - entry.at
      if (age < 0 || age >= ttlMs) entries.delete(key)
    }
  }

  return {
    get(key) {
      const entry = load().get(key)
      if (!entry) return undefined
      // An entry from the future (a stored value, a clock set back) counts as stale.
      const age = clock.now() - entry.at
      return age >= 0 && age < ttlMs ? entry.value : undefined
    },
    set(key, value) {
      const entries = load()
      prune(entries)
      entries.set(key, { value, at: clock.now() })
      save(entries)
    },
    delete(key) {
      const entries = load()
      entries.delete(key)
      save(entries)
    },
    clear() {
      memory = new Map()
      if (persistent) persistent.storage.removeItem(persistent.key)
    },
  }
}
