import type { KeyValueStorage, Logger } from '../deps'
import {
  STORAGE_CODECS,
  STORAGE_PREFIX,
  type StorageKey,
  type StorageSchema,
} from './storageSchema'

/** Builds the full key of `key` under `prefix`. */
const keyOf = (prefix: string, key: StorageKey) => `${prefix}${key}`

/**
 * Typed, prefixed access to the host's key-value storage. Reading never throws: garbage in a
 * key reads as undefined. Writing never throws: a full or forbidden storage (quota, private
 * mode) is logged and skipped, because losing a cache must not break a connection.
 *
 * Nothing is read at construction; every read happens when a caller asks.
 *
 * @example
 * ```ts
 * const storage = new PorticoStorage(localStorage, logger)
 * storage.set('activeNamespace', 'solana')
 * storage.get('activeNamespace') // 'solana'
 * ```
 */
export class PorticoStorage {
  /**
   * @param prefix - this instance's key prefix (see `storagePrefix`); `@portico/` by default.
   */
  constructor(
    private readonly backend: KeyValueStorage,
    private readonly logger: Logger,
    readonly prefix: string = STORAGE_PREFIX,
  ) {}

  /** The full key as stored by an instance without a storageKey, e.g. `@portico/activeNamespace`. */
  static fullKey(key: StorageKey): string {
    return keyOf(STORAGE_PREFIX, key)
  }

  /** This instance's full key of `key`, e.g. `@portico/shop/activeNamespace`. */
  keyOf(key: StorageKey): string {
    return keyOf(this.prefix, key)
  }

  /**
   * Reads one key; undefined when absent, unreadable or not a valid value.
   *
   * @example
   * ```ts
   * storage.get('recentWallets') ?? []
   * ```
   */
  get<K extends StorageKey>(key: K): StorageSchema[K] | undefined {
    let raw: string | null
    try {
      raw = this.backend.getItem(this.keyOf(key))
    } catch (error) {
      this.logger.warn(`storage: cannot read ${key}`, error)
      return undefined
    }
    if (raw === null) return undefined
    const value = STORAGE_CODECS[key].decode(raw)
    if (value === undefined) this.logger.debug(`storage: ignored an invalid value in ${key}`)
    return value
  }

  /**
   * Writes one key; `undefined` removes it.
   *
   * @example
   * ```ts
   * storage.set('email', 'a@b.co')
   * storage.set('email', undefined) // removed
   * ```
   */
  set<K extends StorageKey>(key: K, value: StorageSchema[K] | undefined): void {
    if (value === undefined) {
      this.remove(key)
      return
    }
    try {
      this.backend.setItem(this.keyOf(key), STORAGE_CODECS[key].encode(value))
    } catch (error) {
      this.logger.warn(`storage: cannot write ${key}`, error)
    }
  }

  /**
   * Removes one key.
   *
   * @example
   * ```ts
   * storage.remove('deepLinkChoice')
   * ```
   */
  remove(key: StorageKey): void {
    try {
      this.backend.removeItem(this.keyOf(key))
    } catch (error) {
      this.logger.warn(`storage: cannot remove ${key}`, error)
    }
  }
}
