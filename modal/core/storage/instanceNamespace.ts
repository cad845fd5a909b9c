import type { KeyValueStorage, Logger } from '../deps'
import { STORAGE_PREFIX, storagePrefix } from './storageSchema'

/** What one page (one storage backend) has handed out. */
interface PageClaims {
  /** The configurations of the instances without a storageKey, in the order they were made. */
  unkeyed: string[]
  /** How many live instances hold each prefix. */
  held: Map<string, number>
  /** The prefixes already warned about: one warning per shared namespace. */
  warned: Set<string>
}

// The one piece of page-wide state in core, and it has to be: "two instances on one page"
// is a fact about the page, not about either instance. It is keyed by the storage backend the
// instances were given, so instances on different storages (every unit test's fresh memory
// storage) never see each other, and it holds nothing once the backend is gone.
const pages = new WeakMap<KeyValueStorage, PageClaims>()

/**
 * The storage namespace one instance holds: its key prefix, and `release()` for `destroy()`.
 *
 * @example
 * ```ts
 * const { prefix, release } = claimStorageNamespace(storage, { fingerprint: 'p|eip155:1' }, logger)
 * ```
 */
export interface StorageNamespace {
  readonly prefix: string
  release(): void
}

/** Which instance asks: the host's storageKey, if any, and what tells its configuration apart. */
export interface NamespaceRequest {
  storageKey?: string | undefined
  /** The instance's configuration in short ({@link configFingerprint}). */
  fingerprint: string
}

/**
 * The namespace of a new instance on `storage`. With a `storageKey`, `@portico/<storageKey>/`.
 * Without one, the n-th distinct configuration made on the page gets a namespace of its own:
 * the first keeps `@portico/` (a one-instance site is unchanged, and its visitors keep their
 * sessions), the second `@portico/~2/`, and so on. A page makes its instances in the same order
 * on every load (module evaluation follows the import graph), so a reload finds the same
 * namespace again, whatever the host changes in a configuration between deploys; an instance
 * made lazily or conditionally should take a storageKey. An instance made again with the same
 * configuration (hot reload, a test's "reload") is the same instance and gets the same
 * namespace. Two live instances on one namespace get one warning per page.
 *
 * @example
 * ```ts
 * claimStorageNamespace(localStorage, { fingerprint: 'shop' }, logger).prefix // '@portico/'
 * claimStorageNamespace(localStorage, { fingerprint: 'admin' }, logger).prefix // '@portico/~2/'
 * ```
 */
export function claimStorageNamespace(
  storage: KeyValueStorage,
  request: NamespaceRequest,
  logger: Logger,
): StorageNamespace {
  let page = pages.get(storage)
  if (!page) {
    page = { unkeyed: [], held: new Map(), warned: new Set() }
    pages.set(storage, page)
  }
  const prefix = request.storageKey
    ? storagePrefix(request.storageKey)
    : unkeyedPrefix(page, request.fingerprint)
  const holders = page.held.get(prefix) ?? 0
  if (holders > 0 && !page.warned.has(prefix)) {
    page.warned.add(prefix)
    logger.warn(
      `Two Portico instances on this page share the storage namespace ${prefix}: each restores the other's wallet and sign-in. Give each its own storageKey.`,
    )
  }
  page.held.set(prefix, holders + 1)
  let released = false
  const claims = page
  return {
    prefix,
    release() {
      if (released) return
      released = true
      claims.held.set(prefix, (claims.held.get(prefix) ?? 1) - 1)
    },
  }
}

function unkeyedPrefix(page: PageClaims, fingerprint: string): string {
  let index = page.unkeyed.indexOf(fingerprint)
  if (index < 0) index = page.unkeyed.push(fingerprint) - 1
  return index === 0 ? STORAGE_PREFIX : `${STORAGE_PREFIX}~${index + 1}/`
}

/**
 * What tells two configurations apart for {@link claimStorageNamespace}: the project, the site
 * and the networks.
 *
 * @example
 * ```ts
 * configFingerprint({ projectId: 'p', networks: [{ caipNetworkId: 'eip155:1' }] }) // 'p||eip155:1'
 * ```
 */
export function configFingerprint(options: {
  projectId: string
  metadata?: { name?: string } | undefined
  networks: readonly { caipNetworkId: string }[]
}): string {
  const networks = options.networks.map((network) => network.caipNetworkId).join(',')
  return `${options.projectId}|${options.metadata?.name ?? ''}|${networks}`
}
