import { readPairingQr } from './readQrCode'

/** A farcaster sign-in as the phone read it off the modal's QR code. */
export interface FarcasterSignIn {
  url: string
  token: string
}

/** What the lab's auth provider puts in the QR code: `<auth origin>/farcaster/<16 hex>`. */
const SIGN_IN_PATH = /^\/farcaster\/([0-9a-f]{16})$/

/** Where the phone reads the QR code: the page under its camera, or the code's text already read. */
export type QrSource = Document | ShadowRoot | Element | string | undefined

/**
 * Reads the farcaster sign-in QR code (ConnectingFarcaster) from `source` with the phone's
 * camera. Only a sign-in URL of the lab's auth provider (`authOrigin`) counts: any other code
 * (a WalletConnect pairing, a stranger's link) is not a farcaster sign-in.
 *
 * @example
 * ```ts
 * readFarcasterSignIn(frame.contentDocument, 'http://127.0.0.1:4401') // { url, token }
 * ```
 */
export function readFarcasterSignIn(
  source: QrSource,
  authOrigin: string,
): FarcasterSignIn | undefined {
  const data = typeof source === 'string' || source === undefined ? source : readPairingQr(source)
  const url = data ? parseUrl(data) : undefined
  if (!data || !url) return undefined
  const token = SIGN_IN_PATH.exec(url.pathname)?.[1]
  if (!token || url.origin !== new URL(authOrigin).origin || url.search || url.hash)
    return undefined
  return { url: data, token }
}

/** The lab command channel the phone answers through (LabStore, or a scenario's lab client). */
export interface FarcasterLab {
  command(name: string, command: string, params?: unknown): Promise<unknown>
}

/** What the phone did with the farcaster QR code in view. */
export type FarcasterAnswer = 'approved' | 'denied' | 'no-sign-in' | 'not-pending'

/**
 * The phone's answer to the farcaster sign-in shown in `source`: reads the QR code, then
 * approves or denies that sign-in (by its token) at the lab's auth provider, the way the
 * Farcaster app answers the relay. A sign-in that was already answered is `not-pending`.
 *
 * @example
 * ```ts
 * await answerFarcasterSignIn(lab, qrText, authOrigin, true) // 'approved'
 * ```
 */
export async function answerFarcasterSignIn(
  lab: FarcasterLab,
  source: QrSource,
  authOrigin: string,
  approve: boolean,
): Promise<FarcasterAnswer> {
  const signIn = readFarcasterSignIn(source, authOrigin)
  if (!signIn) return 'no-sign-in'
  const done = await lab.command('auth-frame', 'decideFarcaster', { token: signIn.token, approve })
  if (done !== true) return 'not-pending'
  return approve ? 'approved' : 'denied'
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}
