import type { EmbeddedAuth } from '../../../connectors/auth/embeddedAuth'

/**
 * The auth port seen as the embedded wallet (e-mail login and friends), when it is one. The
 * core's `AuthProviderPort` only reloads the frame; a host that attached the embedded wallet
 * (modal/connectors/auth) gets the e-mail views, any other host does not see them at all.
 *
 * @example
 * ```ts
 * const auth = embeddedAuthOf(portico.ports.auth)
 * auth?.emailLogin.submitEmail('ada@example.com')
 * ```
 */
export function embeddedAuthOf(port: unknown): EmbeddedAuth | undefined {
  if (typeof port !== 'object' || port === null) return undefined
  const candidate = port as Partial<Record<keyof EmbeddedAuth, unknown>>
  const fits =
    typeof candidate.emailLogin === 'object' &&
    candidate.emailLogin !== null &&
    typeof candidate.call === 'function'
  return fits ? (port as EmbeddedAuth) : undefined
}
