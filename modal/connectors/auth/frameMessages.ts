import {
  DEVICE_CONNECT_ACTIONS,
  EMAIL_UPDATE_ACTIONS,
  isEmail,
  type SOCIAL_PROVIDERS,
} from '../../core/validation/auth'
import { readProperty } from '../../core/validation/result'
import {
  boolean,
  type Infer,
  looseObject,
  nullable,
  object,
  oneOf,
  optional,
  string,
} from '../../core/validation/schema'
import {
  anyValue,
  either,
  integer,
  list,
  literal,
  text,
  where,
} from '../../core/validation/schemaBounds'

/**
 * The embedded-wallet messaging protocol (SPEC §7): what the page sends the auth frame, and the
 * one schema per reply type the frame may send back. Requests are `@w3m-app/<TYPE>`; the frame
 * answers `@w3m-frame/<TYPE>_SUCCESS` or `@w3m-frame/<TYPE>_ERROR` carrying the request's id,
 * and announces itself with `@w3m-frame/READY {version}`.
 */

export const APP_PREFIX = '@w3m-app/'
export const FRAME_PREFIX = '@w3m-frame/'

/** SPEC §9: the embedded-wallet SDK version defaults to 4. */
export const DEFAULT_FRAME_SDK_VERSION = 4

const address = text({ pattern: /^0x[0-9a-fA-F]{40}$/ })
/** GET_USER on a Solana network answers the Solana account: base58, 32 to 44 characters. */
const userAddress = either(address, text({ pattern: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/ }))
const chainId = either(text({ min: 1, max: 80 }), integer({ min: 0 }))
const accountType = oneOf(['eoa', 'smartAccount'] as const)
const empty = looseObject({})
const email = where(string, isEmail)

/** SPEC §3 "Embedded-wallet user". */
const userSchema = object({
  email: optional(nullable(email)),
  address: userAddress,
  chainId,
  accounts: optional(list(object({ address: userAddress, type: accountType }), 8)),
  userName: optional(text({ max: 200 })),
  smartAccountDeployed: optional(boolean),
  preferredAccountType: optional(accountType),
})
export type FrameUser = Infer<typeof userSchema>

/** Each request type with its payload (what the page sends) and its success payload's schema. */
export const FRAME_REPLIES = {
  SWITCH_NETWORK: object({ chainId }),
  CONNECT_EMAIL: object({ action: oneOf(DEVICE_CONNECT_ACTIONS) }),
  CONNECT_DEVICE: empty,
  CONNECT_OTP: empty,
  CONNECT_SOCIAL: userSchema,
  GET_FARCASTER_URI: object({ url: text({ max: 2000 }) }),
  CONNECT_FARCASTER: object({ userName: text({ max: 200 }) }),
  GET_USER: userSchema,
  GET_SOCIAL_REDIRECT_URI: object({ uri: text({ max: 4000 }) }),
  SIGN_OUT: empty,
  IS_CONNECTED: object({ isConnected: boolean }),
  // Not sent, on purpose: the frame's chain comes with every GET_USER and SWITCH_NETWORK
  // reply (and is kept as lastUsedChainId), so a GET_CHAIN_ID round trip would only repeat it.
  // Typed so that a frame's unsolicited or late reply is still parsed, not trusted blindly.
  GET_CHAIN_ID: object({ chainId }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: object({
    smartAccountEnabledNetworks: list(integer({ min: 0 }), 500),
  }),
  // Not sent, on purpose: the frame deploys the smart account on its first use (a signature
  // or a send), and Portico reads `smartAccountDeployed` back from GET_USER afterwards
  // (embeddedAuth.ts `rpc`); deploying ahead of use would spend the visitor's gas for nothing.
  INIT_SMART_ACCOUNT: object({ address, isDeployed: boolean }),
  SET_PREFERRED_ACCOUNT: object({ type: accountType, address }),
  UPDATE_EMAIL: object({ action: oneOf(EMAIL_UPDATE_ACTIONS) }),
  UPDATE_EMAIL_PRIMARY_OTP: empty,
  UPDATE_EMAIL_SECONDARY_OTP: object({ newEmail: email }),
  SYNC_THEME: empty,
  SYNC_DAPP_DATA: empty,
  RELOAD: empty,
  RPC_REQUEST: object({ result: optional(anyValue) }),
} as const

export type FrameRequestType = keyof typeof FRAME_REPLIES
export const FRAME_REQUEST_TYPES = Object.keys(FRAME_REPLIES) as FrameRequestType[]

/** What each request carries (SPEC §7 braces). */
export interface FramePayloads {
  SWITCH_NETWORK: { chainId: string | number }
  CONNECT_EMAIL: { email: string }
  CONNECT_DEVICE: undefined
  CONNECT_OTP: { otp: string }
  CONNECT_SOCIAL: { uri: string }
  GET_FARCASTER_URI: undefined
  CONNECT_FARCASTER: undefined
  GET_USER: { chainId: string | number }
  GET_SOCIAL_REDIRECT_URI: { provider: (typeof SOCIAL_PROVIDERS)[number] }
  SIGN_OUT: undefined
  IS_CONNECTED: undefined
  GET_CHAIN_ID: undefined
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: undefined
  INIT_SMART_ACCOUNT: undefined
  SET_PREFERRED_ACCOUNT: { type: 'eoa' | 'smartAccount' }
  UPDATE_EMAIL: { email: string }
  UPDATE_EMAIL_PRIMARY_OTP: { otp: string }
  UPDATE_EMAIL_SECONDARY_OTP: { otp: string }
  SYNC_THEME: { themeMode: 'light' | 'dark'; themeVariables: Record<string, unknown> }
  SYNC_DAPP_DATA: {
    metadata: unknown
    sdkVersion: string | number
    projectId: string
    sdkType: string
  }
  RELOAD: undefined
  RPC_REQUEST: { method: string; params?: unknown }
}

export type FrameReply<T extends FrameRequestType> = Infer<(typeof FRAME_REPLIES)[T]>

/** SPEC §9: these requests time out after 30 s (they wait on the visitor or a mailbox). */
export const TIMED_REQUESTS: ReadonlySet<FrameRequestType> = new Set([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
])
export const FRAME_REQUEST_TIMEOUT_MS = 30_000

const id = text({ min: 1, max: 100 })

/** A message from the frame, parsed: a reply to one request, or READY. */
export type FrameInbound =
  | { kind: 'ready'; version: number | undefined }
  | { kind: 'success'; id: string; request: FrameRequestType; payload: unknown }
  | { kind: 'error'; id: string; request: FrameRequestType; message: string | undefined }

const readySchema = object({
  type: literal(`${FRAME_PREFIX}READY`),
  version: optional(integer({ min: 1, max: 1000 })),
})
const errorPayload = object({ message: optional(text({ max: 500 })) })

/**
 * Parses a message from the frame against the one schema of its type. Anything else (another
 * type, a missing id, a payload of the wrong shape) is `undefined`: the caller drops it.
 *
 * @example
 * ```ts
 * parseFrameMessage({ type: '@w3m-frame/IS_CONNECTED_SUCCESS', id: 'a1', payload: { isConnected: true } })
 * // { kind: 'success', id: 'a1', request: 'IS_CONNECTED', payload: { isConnected: true } }
 * ```
 */
export function parseFrameMessage(data: unknown): FrameInbound | undefined {
  const type = readProperty(data, 'type')
  if (typeof type !== 'string' || !type.startsWith(FRAME_PREFIX)) return undefined
  const ready = readySchema(data)
  if (ready) return { kind: 'ready', version: ready.version }
  const match = /^@w3m-frame\/([A-Z_]+)_(SUCCESS|ERROR)$/.exec(type)
  const request = match?.[1] as FrameRequestType | undefined
  if (!match || !request || !Object.hasOwn(FRAME_REPLIES, request)) return undefined
  const replyId = id(readProperty(data, 'id'))
  if (replyId === undefined) return undefined
  const raw = readProperty(data, 'payload')
  if (match[2] === 'ERROR') {
    const error = raw === undefined ? {} : errorPayload(raw)
    if (!error) return undefined
    return { kind: 'error', id: replyId, request, message: error.message }
  }
  const payload = FRAME_REPLIES[request](raw)
  if (payload === undefined) return undefined
  return { kind: 'success', id: replyId, request, payload }
}
