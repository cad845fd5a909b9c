import type { Clock } from './clock/clock'
import { createRealClock } from './clock/realClock'

/**
 * The subset of the Web Storage API Portico needs; any key-value store can stand in.
 *
 * @example
 * ```ts
 * const storage: KeyValueStorage = window.sessionStorage
 * createPortico(options, { storage })
 * ```
 */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * Where Portico reports what went wrong; silent by default.
 *
 * @example
 * ```ts
 * createPortico(options, { logger: { debug() {}, warn: console.warn, error: console.error } })
 * ```
 */
export interface Logger {
  debug(message: string, data?: unknown): void
  warn(message: string, data?: unknown): void
  error(message: string, data?: unknown): void
}

/**
 * The fetch signature Portico calls (the global `fetch` fits).
 *
 * @example
 * ```ts
 * const fetch: FetchFn = (input, init) => globalThis.fetch(input, init)
 * ```
 */
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>

/**
 * Everything a Portico instance takes from its surroundings. The lab and tests pass their own;
 * {@link createDefaultDeps} fills the rest from the browser, lazily and without I/O.
 *
 * @example
 * ```ts
 * createPortico(options, { storage: createMemoryStorage(), clock: new ManualClock(0) } satisfies Partial<PorticoDeps>)
 * ```
 */
export interface PorticoDeps {
  clock: Clock
  storage: KeyValueStorage
  fetch: FetchFn
  /** A number in [0, 1), like Math.random. */
  random: () => number
  logger: Logger
}

/**
 * A storage that keeps values in memory only: the fallback where localStorage is unusable.
 *
 * @example
 * ```ts
 * createPortico(options, { storage: createMemoryStorage() })
 * ```
 */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value)
    },
    removeItem: (key) => {
      values.delete(key)
    },
  }
}

export const silentLogger: Logger = { debug() {}, warn() {}, error() {} }

function localOrMemoryStorage(): KeyValueStorage {
  // Reading localStorage can throw (sandboxed frames, disabled cookies): fall back to memory.
  try {
    const storage = (globalThis as { localStorage?: KeyValueStorage }).localStorage
    if (storage) return storage
  } catch {}
  return createMemoryStorage()
}

/**
 * The browser's localStorage (memory where it is missing or refused), looked up on first use
 * rather than when made: a server render creates an instance without ever touching it.
 *
 * @example
 * ```ts
 * const storage = createBrowserStorage() // nothing read yet
 * storage.getItem('@portico/activeNamespace')
 * ```
 */
export function createBrowserStorage(): KeyValueStorage {
  let resolved: KeyValueStorage | undefined
  const storage = () => {
    resolved ??= localOrMemoryStorage()
    return resolved
  }
  return {
    getItem: (key) => storage().getItem(key),
    setItem: (key, value) => storage().setItem(key, value),
    removeItem: (key) => storage().removeItem(key),
  }
}

/** The page's storage (see createDefaultDeps): a lazy wrapper, nothing read until used. */
let pageStorage: KeyValueStorage | undefined

/**
 * Completes partial dependencies with the real ones. Nothing here performs I/O or reads a
 * browser global (`localStorage`, `fetch`), so it runs on a server too.
 *
 * @example
 * ```ts
 * const deps = createDefaultDeps({ clock: new ManualClock() })
 * ```
 */
export function createDefaultDeps(partial: Partial<PorticoDeps> = {}): PorticoDeps {
  // Every instance left on the browser's storage gets the same one object: instances are told
  // apart on a page by the storage they share (storage/instanceNamespace.ts).
  if (!partial.storage) pageStorage ??= createBrowserStorage()
  return {
    clock: partial.clock ?? createRealClock(),
    storage: partial.storage ?? pageStorage ?? createBrowserStorage(),
    fetch: partial.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    random: partial.random ?? Math.random,
    logger: partial.logger ?? silentLogger,
  }
}
