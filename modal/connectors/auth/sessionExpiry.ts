import { runInAction } from 'mobx'
import { PorticoError } from '../../core/errors/porticoError'
import { AUTH_CONNECTOR_ID } from '../../core/stores/connectorTypes'
import type { EmbeddedAuth } from './embeddedAuth'

/**
 * What a failed wallet request of the embedded wallet means. The frame's session can end on its
 * own while the modal is closed (it expired, or was signed out in another tab); the page learns
 * it only when a request fails. So a failure asks the frame whether it is still connected:
 * when it says no, every namespace connected through the embedded wallet is disconnected, the
 * stored login is forgotten (SPEC §4), the "Session Expired" alert shows, and the caller gets
 * "Session Expired" rather than the bare failure. A frame that cannot say leaves everything as
 * it is and the original error stands.
 *
 * @example
 * ```ts
 * try { await auth.call('RPC_REQUEST', request) } catch (e) { throw await failureOf(auth, e) }
 * ```
 */
export async function failureOf(auth: EmbeddedAuth, error: unknown): Promise<unknown> {
  const answer = await auth.call('IS_CONNECTED', undefined).catch(() => undefined)
  if (answer?.isConnected !== false) return error
  const { portico } = auth
  const { chains, connection } = portico
  runInAction(() => {
    auth.user = undefined
  })
  for (const namespace of chains.namespaces) {
    if (chains.account(namespace)?.connectedWalletInfo?.connectorId !== AUTH_CONNECTOR_ID) continue
    connection.handleAdapterEvent(namespace, { type: 'disconnect' })
  }
  connection.reportEmbeddedWalletConnected(false)
  portico.alerts.show('SESSION_EXPIRED')
  return new PorticoError('SESSION_EXPIRED', { cause: error })
}
