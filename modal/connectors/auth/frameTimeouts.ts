import { FRAME_REQUEST_TIMEOUT_MS, type FrameRequestType, TIMED_REQUESTS } from './frameMessages'

/**
 * Requests the frame answers by itself, without waiting on the visitor: set-up, user,
 * session, network and e-mail-change requests. SPEC §9 bounds the e-mail, device, OTP, social
 * and social-redirect requests at 30 s; these get the same bound so that no spinner of the
 * embedded wallet outlives the longest wait the SPEC allows (a stuck provider would otherwise
 * hold the view, the reload restore or a network switch for ever). Left unbounded: farcaster's
 * wait on the visitor's phone (leaving the view ends it) and wallet RPC, where a send may wait
 * on the chain and a time-out could make the visitor send twice.
 */
const SELF_ANSWERED: ReadonlySet<FrameRequestType> = new Set([
  'SYNC_DAPP_DATA',
  'SYNC_THEME',
  'RELOAD',
  'GET_USER',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'SIGN_OUT',
  'SWITCH_NETWORK',
  'GET_FARCASTER_URI',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
])

/**
 * How long the page waits for the frame's answer to `type`, or undefined for no bound.
 *
 * @example
 * ```ts
 * frameTimeoutOf('GET_USER') // 30_000
 * frameTimeoutOf('CONNECT_FARCASTER') // undefined
 * ```
 */
export function frameTimeoutOf(type: FrameRequestType): number | undefined {
  return TIMED_REQUESTS.has(type) || SELF_ANSWERED.has(type) ? FRAME_REQUEST_TIMEOUT_MS : undefined
}
