import { isRecord } from './relayProtocol'

/**
 * The relay's refusals of a client's credentials, as the real relay reports them: it accepts
 * the WebSocket and closes it at once with code 3000 and a reason. The WalletConnect client
 * turns that close into a fatal "relayer_error" carrying the reason, which Portico maps to a
 * SPEC §8 alert (modal/connectors/walletconnect/providerAlerts.ts).
 */
export interface RelayAuthFaults {
  /** Project ids the relay refuses: "Unauthorized: invalid key". */
  refusedProjectIds: Set<string>
  /** Every client's auth token counts as not yet valid (a site clock out of step). */
  rejectTokens: boolean
}

/** What the real relay closes with for a project id it does not know. */
export const INVALID_KEY_REASON = 'Unauthorized: invalid key'
/** What it closes with for an auth token outside its validity window. */
export const JWT_NOT_VALID_REASON = 'JWT validation error: JWT Token is not yet valid'
/** The close code the WalletConnect client treats as fatal. */
export const AUTH_CLOSE_CODE = 3000

export const RELAY_AUTH_COMMANDS = ['refuseProjectId', 'rejectTokens'] as const

/**
 * Why the relay refuses the connection at `url` (its `projectId` and `auth` query), or
 * undefined when it accepts it.
 */
export function authRefusal(faults: RelayAuthFaults, url: string | undefined): string | undefined {
  const query = new URL(url ?? '/', 'ws://relay').searchParams
  if (faults.refusedProjectIds.has(query.get('projectId') ?? '')) return INVALID_KEY_REASON
  if (faults.rejectTokens) return JWT_NOT_VALID_REASON
  return undefined
}

/**
 * Runs `refuseProjectId {projectId, refused?}` (refused: default true) or
 * `rejectTokens {enabled?}`; answers the refusals after the change.
 */
export function runRelayAuthCommand(command: string, params: unknown, faults: RelayAuthFaults) {
  if (command === 'refuseProjectId') {
    const projectId = isRecord(params) ? params.projectId : undefined
    if (typeof projectId !== 'string') throw new Error('refuseProjectId takes { projectId }')
    if (isRecord(params) && params.refused === false) faults.refusedProjectIds.delete(projectId)
    else faults.refusedProjectIds.add(projectId)
  } else {
    faults.rejectTokens = !(isRecord(params) && params.enabled === false)
  }
  return { refusedProjectIds: [...faults.refusedProjectIds], rejectTokens: faults.rejectTokens }
}
