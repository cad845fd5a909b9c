import { featureError } from '../errors/featureMessages'
import type { SiweConfig, SiwxConfig } from './options'
import { isSiwxNonce } from './siwxFields'
import type { SiwxMessageData } from './siwxTypes'

/**
 * Runs a legacy SIWE configuration (`siweConfig`) over the SIWX machinery: the nonce and the
 * message text come from the host's SIWE config, the signature is checked by its
 * `verifyMessage`, its `getSession` says whether the account is signed in, and `signOut` ends
 * the session. Undefined when the config lacks one of those (nothing can be signed then).
 *
 * @example
 * ```ts
 * const siwx = siweAsSiwx({ getNonce, createMessage, verifyMessage, getSession, signOut })
 * ```
 */
export function siweAsSiwx(siwe: SiweConfig): SiwxConfig | undefined {
  const { getNonce, createMessage, verifyMessage, getSession, signOut } = siwe
  if (!getNonce || !createMessage || !verifyMessage || !getSession || !signOut) return undefined
  return {
    required: siwe.required === true,
    async createMessage({ accountAddress, chainId }) {
      const params = (await siwe.getMessageParams?.()) ?? {}
      const nonce = await getNonce(accountAddress)
      // The host's server answered it: a line break in it would forge lines of the text.
      if (!isSiwxNonce(nonce)) throw featureError('SIWX_INIT_FAILED', { details: 'nonce' })
      const data: SiwxMessageData = {
        accountAddress,
        chainId,
        domain: params.domain ?? '',
        uri: params.uri ?? '',
        version: '1',
        nonce,
        ...(params.statement ? { statement: params.statement } : {}),
      }
      const reference = Number(chainId.split(':')[1])
      const text = createMessage({
        ...data,
        address: `${chainId}:${accountAddress}`,
        chainId: reference,
      })
      return { ...data, toString: () => text }
    },
    async addSession({ message, signature }) {
      if (!(await verifyMessage({ message, signature })))
        throw new TypeError('SIWE verification failed')
    },
    async getSessions(chainId, address) {
      const session = await getSession()
      const same =
        session !== null &&
        session.address.toLowerCase() === address.toLowerCase() &&
        `eip155:${session.chainId}` === chainId
      if (!same) return []
      const data = {
        accountAddress: address,
        chainId,
        domain: '',
        uri: '',
        version: '1',
        nonce: '',
      }
      return [{ data, message: '', signature: '' }]
    },
    revokeSession: async () => void (await signOut()),
    clearSessions: async () => void (await signOut()),
  }
}
