import type { KeyValueStorage, Logger } from '../deps'
import { STORAGE_PREFIX, storagePrefix } from './storageSchema'

/** What one page (one storage backend) has handed out. */
interface PageClaims {
  /** The configurations of the instances without a storageKey, in the order they were made. */
  unkeyed: string[]
  /** How many live instances hold each prefix. */
  held: Map<string, number>
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
  const page = pages.get(storage) ?? { unkeyed: [], held: new Map<string, number>() }
  pages.set(storage, page)
  const { held, unkeyed } = page
  let prefix = storagePrefix(request.storageKey)
  if (!request.storageKey) {
    let index = unkeyed.indexOf(request.fingerprint)
    if (index < 0) index = unkeyed.push(request.fingerprint) - 1
    if (index > 0) prefix = `${STORAGE_PREFIX}~${index + 1}/`
  }
  const holders = held.get(prefix) ?? 0
  // One warning when a second live instance arrives, not one per instance after it.
  if (holders === 1) {
    logger.warn(
      `Two Portico instances share the storage namespace ${prefix}: give each its own storageKey.`,
    )
  }
  held.set(prefix, holders + 1)
  return { prefix, release: () => held.set(prefix, Math.max(0, (held.get(prefix) ?? 0) - 1)) }
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
