import type { ConnectMethod, SocialOption } from '../../../core/options/features'
import type { PorticoStorage } from '../../../core/storage/porticoStorage'

/** How the visitor last logged in, as the stored keys of an earlier visit say (SPEC §3). */
export interface LastLogin {
  /** `emailLoginUsed` decides: 'email' when set, else 'social' when a provider is stored. */
  method: 'email' | 'social' | undefined
  /** The stored `email`, only after an e-mail login ("Continue as alice@…"). */
  email: string | undefined
  /** The stored `connectedSocial`, only after a social login. */
  social: SocialOption | undefined
  /** The stored `socialUsername` that goes with {@link social}. */
  socialUsername: string | undefined
}

/**
 * Reads back what an earlier visit stored about the login: `emailLoginUsed` and `email` for an
 * e-mail login, `connectedSocial` and `socialUsername` for a social one. The e-mail is offered
 * only when the login flag says it was an e-mail login (a social account's address is stored
 * too, and is not the way that visitor came in).
 *
 * @example
 * ```ts
 * lastLoginOf(portico.storage) // { method: 'email', email: 'alice@example.com', … }
 * ```
 */
export function lastLoginOf(storage: PorticoStorage): LastLogin {
  const byEmail = storage.get('emailLoginUsed') === true
  const email = byEmail ? storage.get('email') : undefined
  const social = byEmail ? undefined : storage.get('connectedSocial')
  return {
    method: byEmail ? 'email' : social ? 'social' : undefined,
    email: email || undefined,
    social,
    socialUsername: social ? storage.get('socialUsername') || undefined : undefined,
  }
}

/**
 * The connect methods with the one the visitor last logged in by first. A host's configured
 * order is the host's word and stays as it is (SPEC §2: a configured order overrides both).
 *
 * @example
 * ```ts
 * offerFirst(['wallet', 'email', 'social'], 'email', false) // ['email', 'wallet', 'social']
 * ```
 */
export function offerFirst(
  order: readonly ConnectMethod[],
  method: LastLogin['method'],
  configured: boolean,
): readonly ConnectMethod[] {
  if (!method || configured || !order.includes(method)) return order
  return [method, ...order.filter((m) => m !== method)]
}

/**
 * The socials with the last used provider first (when it is still offered); the others keep
 * the host's order.
 *
 * @example
 * ```ts
 * socialsFirst(['google', 'x', 'github'], 'github') // ['github', 'google', 'x']
 * ```
 */
export function socialsFirst(
  socials: readonly SocialOption[],
  last: SocialOption | undefined,
): readonly SocialOption[] {
  if (!last || !socials.includes(last)) return socials
  return [last, ...socials.filter((s) => s !== last)]
}
