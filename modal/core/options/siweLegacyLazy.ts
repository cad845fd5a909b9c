import type { SiweConfig, SiwxConfig } from './options'

/**
 * `siweAsSiwx` with its code in a lazy chunk: a host passing a legacy `siweConfig` gets the
 * same SIWX config at once (every method is asynchronous), and the message building and
 * session checks load on the first call. Start-up carries only this check.
 *
 * @example
 * ```ts
 * const siwx = lazySiweAsSiwx({ getNonce, createMessage, verifyMessage, getSession, signOut })
 * await siwx?.getSessions?.('eip155:1', address) // loads siweLegacy.ts, then asks getSession
 * ```
 */
export function lazySiweAsSiwx(siwe: SiweConfig): SiwxConfig | undefined {
  const { getNonce, createMessage, verifyMessage, getSession, signOut } = siwe
  if (!getNonce || !createMessage || !verifyMessage || !getSession || !signOut) return undefined
  let loaded: Promise<Required<SiwxConfig>> | undefined
  const real = () =>
    (loaded ??= import('./siweLegacy').then((m) => m.siweAsSiwx(siwe) as Required<SiwxConfig>))
  return {
    required: siwe.required === true,
    createMessage: async (input) => (await real()).createMessage(input),
    addSession: async (session) => (await real()).addSession(session),
    getSessions: async (chainId, address) => (await real()).getSessions(chainId, address),
    revokeSession: async (chainId, address) => (await real()).revokeSession(chainId, address),
    clearSessions: async () => (await real()).clearSessions(),
  }
}
