import { createBrowserStorage, type KeyValueStorage } from '../deps'
import { INITIAL_STATE_KEY, type PorticoInitialState } from './initialState'
import { parseInitialState } from './parseInitialState'
import { STORAGE_PREFIX } from './storageSchema'

/** The cookie that holds Portico's connection keys. */
export const PORTICO_COOKIE = 'portico.state'

/** The part of `document` a cookie storage uses. */
export interface CookieJar {
  cookie: string
}

/**
 * Options of {@link createCookieStorage}.
 *
 * @example
 * ```ts
 * createPortico(options, { storage: createCookieStorage({ maxAgeSeconds: 7 * 24 * 3600 }) })
 * ```
 */
export interface CookieStorageOptions {
  /** Where cookies live; `globalThis.document`, read at each call, by default. */
  jar?: CookieJar
  /** Where the keys a server does not need go (caches, recent wallets); the browser's storage by default. */
  fallback?: KeyValueStorage
  /** The cookie's lifetime in seconds; 30 days by default. */
  maxAgeSeconds?: number
  /** The cookie's path; `/` by default. */
  path?: string
  /** Adds `Secure`; by default when the page is served over https. */
  secure?: boolean
}

/** The keys a server render needs; everything else stays out of the request headers. */
const COOKIE_KEYS = [
  'initialState',
  'activeNamespace',
  'activeCaipNetworkId',
  'connectionStatus',
  'connectedNamespaces',
  'connectedConnectorId:',
].map((key) => `${STORAGE_PREFIX}${key}`)

const COOKIE_STORAGE = Symbol('portico.cookieStorage')

/** Reads the Portico cookie's record of keys from a `Cookie` header or `document.cookie`. */
function readRecord(
  cookies: string | null | undefined,
  name = PORTICO_COOKIE,
): Record<string, string> {
  for (const part of (cookies ?? '').split(';')) {
    const [rawName, ...rest] = part.trim().split('=')
    if (rawName !== name) continue
    try {
      const value: unknown = JSON.parse(decodeURIComponent(rest.join('=')))
      if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
      return Object.fromEntries(
        Object.entries(value).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    } catch {
      return {}
    }
  }
  return {}
}

/**
 * A storage for server-rendered sites: Portico's connection keys (connector ids, active network,
 * connection status and the {@link PorticoInitialState} snapshot) live in one cookie, so the
 * server sees them on the next request; every other key goes to `fallback`. Pass it as the
 * `storage` dependency. Without a document (on the server) reads answer nothing and writes are
 * dropped.
 *
 * @example
 * ```ts
 * const portico = createPortico(
 *   { projectId, networks, initialState: cookieToInitialState(cookieHeader) },
 *   { storage: createCookieStorage() },
 * )
 * ```
 */
export function createCookieStorage(options: CookieStorageOptions = {}): KeyValueStorage {
  const jar = (): CookieJar | undefined =>
    options.jar ?? (globalThis as { document?: CookieJar }).document
  let fallback = options.fallback
  const other = () => {
    fallback ??= createBrowserStorage()
    return fallback
  }
  const inCookie = (key: string) =>
    COOKIE_KEYS.some(
      (cookieKey) => key === cookieKey || (cookieKey.endsWith(':') && key.startsWith(cookieKey)),
    )
  const write = (change: (record: Record<string, string>) => void) => {
    const target = jar()
    if (!target) return
    const record = readRecord(target.cookie)
    change(record)
    const value = encodeURIComponent(JSON.stringify(record))
    const page = (globalThis as { location?: { protocol?: string } }).location
    const secure = options.secure ?? page?.protocol === 'https:'
    target.cookie = `${PORTICO_COOKIE}=${value}; Path=${options.path ?? '/'}; Max-Age=${options.maxAgeSeconds ?? 2_592_000}; SameSite=Lax${secure ? '; Secure' : ''}`
  }
  return Object.assign(
    {
      getItem: (key: string) =>
        inCookie(key) ? (readRecord(jar()?.cookie)[key] ?? null) : other().getItem(key),
      setItem: (key: string, value: string) => {
        if (!inCookie(key)) other().setItem(key, value)
        else
          write((record) => {
            record[key] = value
          })
      },
      removeItem: (key: string) => {
        if (!inCookie(key)) other().removeItem(key)
        else
          write((record) => {
            delete record[key]
          })
      },
    },
    { [COOKIE_STORAGE]: true },
  )
}

/** Whether `storage` was made by {@link createCookieStorage} (then Portico keeps the snapshot there). */
export function isCookieStorage(storage: KeyValueStorage): boolean {
  return (storage as { [COOKIE_STORAGE]?: boolean })[COOKIE_STORAGE] === true
}

/**
 * Reads the visitor's remembered connection from a request's `Cookie` header, for the server
 * render. A missing, foreign or tampered cookie yields undefined; it never throws.
 *
 * @example
 * ```ts
 * // Next.js App Router, in a server component:
 * const initialState = cookieToInitialState((await headers()).get('cookie'))
 * ```
 */
export function cookieToInitialState(
  cookieHeader: string | null | undefined,
): PorticoInitialState | undefined {
  return parseInitialState(readRecord(cookieHeader)[INITIAL_STATE_KEY])
}
