import { type AuthScript, VISUAL_EMAIL, VISUAL_OTP } from '../authCases'
import { VISUAL_ADDRESS, VISUAL_NATIVE_WEI } from '../fixtures/account'

/** The farcaster sign-in URL the QR code shows: fixed, so the code is the same pixels. */
export const VISUAL_FARCASTER_URL =
  'https://farcaster.xyz/~/siwf?channelToken=7f1c2a4e-0000-4000-8000-000000000001'

/** Where the social popup goes: this same fixture page, as the provider's sign-in page. */
export const SOCIAL_PAGE_PATH = '/visual-auth/frame.html'

/**
 * The fixture frame's answer to one request: a success payload, a refusal with its message,
 * `wait` (the frame holds the request, as a real one does while the visitor acts elsewhere),
 * or `unknown` (a request the fixtures do not expect: the page records it and the spec fails).
 */
export type FrameAnswer =
  | { ok: true; payload: unknown }
  | { ok: false; message: string }
  | 'wait'
  | 'unknown'

const ok = (payload: unknown = {}): FrameAnswer => ({ ok: true, payload })
const field = (payload: unknown, key: string): unknown =>
  typeof payload === 'object' && payload !== null
    ? (payload as Record<string, unknown>)[key]
    : undefined

/** The embedded account of every state (SPEC §3 embedded-wallet user). */
const USER = {
  email: VISUAL_EMAIL,
  address: VISUAL_ADDRESS,
  chainId: 1,
  accounts: [{ address: VISUAL_ADDRESS, type: 'eoa' }],
  smartAccountDeployed: false,
  preferredAccountType: 'eoa',
}

/** The wallet reads the embedded account makes while Account shows (its balance, its chain). */
function answerRpc(payload: unknown): FrameAnswer {
  switch (field(payload, 'method')) {
    case 'eth_getBalance':
      return ok({ result: `0x${VISUAL_NATIVE_WEI.toString(16)}` })
    case 'eth_chainId':
      return ok({ result: '0x1' })
    case 'eth_accounts':
      return ok({ result: [VISUAL_ADDRESS] })
    default:
      return 'unknown'
  }
}

/**
 * What the fixture auth frame answers to the request `type` (SPEC §7, without the
 * `@w3m-app/` prefix) in a state scripted by `script`. Pure: the same request in the same
 * state always gets the same answer, so every shot is the same pixels.
 *
 * @example
 * ```ts
 * answerFrameRequest('CONNECT_EMAIL', { email: 'ada@example.com' }, {}, origin)
 * // { ok: true, payload: { action: 'VERIFY_OTP' } }
 * ```
 */
export function answerFrameRequest(
  type: string,
  payload: unknown,
  script: AuthScript,
  origin: string,
): FrameAnswer {
  switch (type) {
    case 'SYNC_DAPP_DATA':
    case 'SYNC_THEME':
    case 'SIGN_OUT':
    case 'RELOAD':
      return ok()
    case 'IS_CONNECTED':
      return ok({ isConnected: false })
    case 'CONNECT_EMAIL':
      return ok({ action: script.newDevice ? 'VERIFY_DEVICE' : 'VERIFY_OTP' })
    // The device link is never followed: the view waits (and gives up after 30 s).
    case 'CONNECT_DEVICE':
      return 'wait'
    case 'CONNECT_OTP':
      return field(payload, 'otp') === VISUAL_OTP ? ok() : { ok: false, message: 'Invalid code' }
    case 'GET_USER':
      return ok(USER)
    case 'GET_CHAIN_ID':
      return ok({ chainId: 1 })
    case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
      return ok({ smartAccountEnabledNetworks: [] })
    case 'SWITCH_NETWORK':
      return ok({ chainId: field(payload, 'chainId') })
    case 'GET_SOCIAL_REDIRECT_URI':
      return ok({
        uri: `${origin}${SOCIAL_PAGE_PATH}?social=${String(field(payload, 'provider'))}`,
      })
    // The social window's result never comes (connecting) or is a refusal (failed).
    case 'CONNECT_SOCIAL':
      return 'wait'
    case 'GET_FARCASTER_URI':
      return script.farcaster === 'hang' ? 'wait' : ok({ url: VISUAL_FARCASTER_URL })
    case 'CONNECT_FARCASTER':
      return script.farcaster === 'deny' ? { ok: false, message: 'denied' } : 'wait'
    case 'UPDATE_EMAIL':
      return ok({ action: 'VERIFY_PRIMARY_OTP' })
    case 'UPDATE_EMAIL_PRIMARY_OTP':
      return ok()
    case 'UPDATE_EMAIL_SECONDARY_OTP':
      return ok({ newEmail: 'grace@example.com' })
    case 'RPC_REQUEST':
      return answerRpc(payload)
    default:
      return 'unknown'
  }
}
