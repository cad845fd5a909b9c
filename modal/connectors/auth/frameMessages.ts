import { z } from 'zod'
import {
  DEVICE_CONNECT_ACTIONS,
  EMAIL_UPDATE_ACTIONS,
  isEmail,
  type SOCIAL_PROVIDERS,
} from '../../core/validation/auth'
import { turnOffZodJit } from './zodJitless'

turnOffZodJit()

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

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
/** GET_USER on a Solana network answers the Solana account: base58, 32 to 44 characters. */
const userAddress = z.union([address, z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)])
const chainId = z.union([z.string().min(1).max(80), z.number().int().nonnegative()])
const accountType = z.enum(['eoa', 'smartAccount'])
const empty = z.object({}).loose()

/** SPEC §3 "Embedded-wallet user". */
const userSchema = z.object({
  email: z.string().refine(isEmail).nullable().optional(),
  address: userAddress,
  chainId,
  accounts: z
    .array(z.object({ address: userAddress, type: accountType }))
    .max(8)
    .optional(),
  userName: z.string().max(200).optional(),
  smartAccountDeployed: z.boolean().optional(),
  preferredAccountType: accountType.optional(),
})
export type FrameUser = z.infer<typeof userSchema>

/** Each request type with its payload (what the page sends) and its success payload's schema. */
export const FRAME_REPLIES = {
  SWITCH_NETWORK: z.object({ chainId }),
  CONNECT_EMAIL: z.object({ action: z.enum(DEVICE_CONNECT_ACTIONS) }),
  CONNECT_DEVICE: empty,
  CONNECT_OTP: empty,
  CONNECT_SOCIAL: userSchema,
  GET_FARCASTER_URI: z.object({ url: z.string().max(2000) }),
  CONNECT_FARCASTER: z.object({ userName: z.string().max(200) }),
  GET_USER: userSchema,
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: z.string().max(4000) }),
  SIGN_OUT: empty,
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  // Not sent, on purpose: the frame's chain comes with every GET_USER and SWITCH_NETWORK
  // reply (and is kept as lastUsedChainId), so a GET_CHAIN_ID round trip would only repeat it.
  // Typed so that a frame's unsolicited or late reply is still parsed, not trusted blindly.
  GET_CHAIN_ID: z.object({ chainId }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({
    smartAccountEnabledNetworks: z.array(z.number().int().nonnegative()).max(500),
  }),
  // Not sent, on purpose: the frame deploys the smart account on its first use (a signature
  // or a send), and Portico reads `smartAccountDeployed` back from GET_USER afterwards
  // (embeddedAuth.ts `rpc`); deploying ahead of use would spend the visitor's gas for nothing.
  INIT_SMART_ACCOUNT: z.object({ address, isDeployed: z.boolean() }),
  SET_PREFERRED_ACCOUNT: z.object({ type: accountType, address }),
  UPDATE_EMAIL: z.object({ action: z.enum(EMAIL_UPDATE_ACTIONS) }),
  UPDATE_EMAIL_PRIMARY_OTP: empty,
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ newEmail: z.string().refine(isEmail) }),
  SYNC_THEME: empty,
  SYNC_DAPP_DATA: empty,
  RELOAD: empty,
  RPC_REQUEST: z.object({ result: z.unknown() }),
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

export type FrameReply<T extends FrameRequestType> = z.infer<(typeof FRAME_REPLIES)[T]>

/** SPEC §9: these requests time out after 30 s (they wait on the visitor or a mailbox). */
export const TIMED_REQUESTS: ReadonlySet<FrameRequestType> = new Set([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
])
export const FRAME_REQUEST_TIMEOUT_MS = 30_000

const id = z.string().min(1).max(100)

/** A message from the frame, parsed: a reply to one request, or READY. */
export type FrameInbound =
  | { kind: 'ready'; version: number | undefined }
  | { kind: 'success'; id: string; request: FrameRequestType; payload: unknown }
  | { kind: 'error'; id: string; request: FrameRequestType; message: string | undefined }

const readySchema = z.object({
  type: z.literal(`${FRAME_PREFIX}READY`),
  version: z.number().int().positive().max(1000).optional(),
})
const errorPayload = z.object({ message: z.string().max(500).optional() }).optional()

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
  if (typeof data !== 'object' || data === null) return undefined
  const type = (data as { type?: unknown }).type
  if (typeof type !== 'string' || !type.startsWith(FRAME_PREFIX)) return undefined
  const ready = readySchema.safeParse(data)
  if (ready.success) return { kind: 'ready', version: ready.data.version }
  const match = /^@w3m-frame\/([A-Z_]+)_(SUCCESS|ERROR)$/.exec(type)
  const request = match?.[1] as FrameRequestType | undefined
  if (!match || !request || !Object.hasOwn(FRAME_REPLIES, request)) return undefined
  const envelope = z.object({ type: z.literal(type), id, payload: z.unknown() }).safeParse(data)
  if (!envelope.success) return undefined
  if (match[2] === 'ERROR') {
    const error = errorPayload.safeParse(envelope.data.payload)
    if (!error.success) return undefined
    return { kind: 'error', id: envelope.data.id, request, message: error.data?.message }
  }
  const payload = FRAME_REPLIES[request].safeParse(envelope.data.payload)
  if (!payload.success) return undefined
  return { kind: 'success', id: envelope.data.id, request, payload: payload.data }
}
