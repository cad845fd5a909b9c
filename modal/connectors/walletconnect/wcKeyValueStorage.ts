import type { KeyValueStorage } from '../../core/deps'

/**
 * The async key-value store the WalletConnect clients persist into (the shape of
 * `IKeyValueStorage` from @walletconnect/keyvaluestorage, declared here so that this file
 * loads no WalletConnect code).
 */
export interface WcKeyValueStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

const INDEX_KEY = '__keys'

// The clients keep a few bigints in their records; JSON cannot carry them as they are.
const replacer = (_key: string, value: unknown) =>
  typeof value === 'bigint' ? { __bigint: value.toString() } : value
const reviver = (_key: string, value: unknown) =>
  value &&
  typeof value === 'object' &&
  typeof (value as { __bigint?: unknown }).__bigint === 'string'
    ? BigInt((value as { __bigint: string }).__bigint)
    : value

/**
 * Puts the WalletConnect clients' records into a Portico {@link KeyValueStorage} (the host's
 * localStorage, or memory) under `prefix`, as JSON. A value that does not parse reads as
 * absent, so garbage in storage never breaks start-up. Keys written are listed in an index
 * entry, since the host storage cannot enumerate one prefix.
 *
 * @example
 * ```ts
 * const storage = createWcKeyValueStorage(createMemoryStorage(), '@portico/wc/')
 * await storage.setItem('k', { a: 1 })
 * await storage.getItem('k') // { a: 1 }
 * ```
 */
export function createWcKeyValueStorage(
  backend: KeyValueStorage,
  prefix: string,
): WcKeyValueStorage {
  const read = (key: string): unknown => {
    try {
      const raw = backend.getItem(prefix + key)
      return raw === null ? undefined : JSON.parse(raw, reviver)
    } catch {
      return undefined
    }
  }
  const keys = (): string[] => {
    const list = read(INDEX_KEY)
    return Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : []
  }
  const writeIndex = (list: string[]) => backend.setItem(prefix + INDEX_KEY, JSON.stringify(list))

  return {
    getKeys: async () => keys(),
    getEntries: async <T>() => keys().map((key): [string, T] => [key, read(key) as T]),
    getItem: async <T>(key: string) => read(key) as T | undefined,
    setItem: async (key, value) => {
      backend.setItem(prefix + key, JSON.stringify(value, replacer))
      const list = keys()
      if (!list.includes(key)) writeIndex([...list, key])
    },
    removeItem: async (key) => {
      backend.removeItem(prefix + key)
      writeIndex(keys().filter((k) => k !== key))
    },
  }
}

/**
 * True when the sign client's session store holds at least one session, read without loading
 * the library (its session list lives under a key ending in `//session`).
 */
export async function hasStoredSessions(storage: WcKeyValueStorage): Promise<boolean> {
  for (const [key, value] of await storage.getEntries()) {
    if (key.endsWith('//session') && Array.isArray(value) && value.length > 0) return true
  }
  return false
}
