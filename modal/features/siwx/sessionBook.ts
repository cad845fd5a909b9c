import type { KeyValueStorage } from '../../core/deps'
import type { SiwxSession } from '../../core/options/siwxTypes'
import { STORAGE_PREFIX } from '../../core/storage/storageSchema'

/**
 * Where sign-in sessions are kept by an instance on the default namespace (SPEC §3); an
 * instance on another one keeps them under its own prefix (see {@link SessionBook.bindStorage}).
 */
export const SIWX_SESSIONS_KEY = `${STORAGE_PREFIX}siwxSessions`

const sameAccount = (session: SiwxSession, chainId: string, address: string) =>
  session.data.chainId === chainId &&
  session.data.accountAddress.toLowerCase() === address.toLowerCase()

/** Reads one stored session back, or undefined when it is not one (garbage is dropped). */
function parseSession(value: unknown): SiwxSession | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { data, message, signature } = value as Record<string, unknown>
  if (typeof message !== 'string' || typeof signature !== 'string') return undefined
  if (typeof data !== 'object' || data === null) return undefined
  const fields = data as Record<string, unknown>
  const required = ['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce']
  if (!required.every((key) => typeof fields[key] === 'string')) return undefined
  for (const key of ['statement', 'issuedAt', 'expirationTime']) {
    if (fields[key] !== undefined && typeof fields[key] !== 'string') return undefined
  }
  return { data: fields as unknown as SiwxSession['data'], message, signature }
}

/**
 * The sessions kept in the injected storage, validated on every read (a page or an extension
 * may have written anything there) and without expired ones.
 *
 * @example
 * ```ts
 * const book = new SessionBook(localStorage, () => clock.now())
 * book.add(session)
 * book.find('eip155:1', '0xf39F…') // [session]
 * ```
 */
export class SessionBook {
  /** The storage key prefix of the instance the sessions belong to. */
  private prefix = STORAGE_PREFIX

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly now: () => number,
  ) {}

  /** Moves the book into an instance's namespace (`SiwxConfig.bindStorage`). */
  bindStorage(prefix: string): void {
    this.prefix = prefix
  }

  /** The full key of one of the sign-in records, e.g. `@portico/shop/siwxTokens`. */
  keyOf(name: 'siwxSessions' | 'siwxTokens'): string {
    return `${this.prefix}${name}`
  }

  /** Every stored session that has not expired. */
  all(): SiwxSession[] {
    let raw: unknown
    try {
      raw = JSON.parse(this.storage.getItem(this.keyOf('siwxSessions')) ?? '[]')
    } catch {
      return []
    }
    if (!Array.isArray(raw)) return []
    return raw
      .map(parseSession)
      .filter((s): s is SiwxSession => s !== undefined && !this.expired(s))
  }

  find(chainId: string, address: string): SiwxSession[] {
    return this.all().filter((s) => sameAccount(s, chainId, address))
  }

  /** Keeps `session`, replacing an earlier one of the same account and chain. */
  add(session: SiwxSession): void {
    const { chainId, accountAddress } = session.data
    const others = this.all().filter((s) => !sameAccount(s, chainId, accountAddress))
    this.write([...others, session])
  }

  remove(chainId: string, address: string): void {
    this.write(this.all().filter((s) => !sameAccount(s, chainId, address)))
  }

  clear(): void {
    this.storage.removeItem(this.keyOf('siwxSessions'))
  }

  private expired(session: SiwxSession): boolean {
    const expiry = session.data.expirationTime
    return expiry !== undefined && Date.parse(expiry) <= this.now()
  }

  private write(sessions: SiwxSession[]): void {
    if (sessions.length === 0) this.clear()
    else this.storage.setItem(this.keyOf('siwxSessions'), JSON.stringify(sessions))
  }
}
