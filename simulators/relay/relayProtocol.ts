/**
 * The slice of the WalletConnect relay JSON-RPC that the real clients (@walletconnect/core 2.25)
 * speak, as read from their source: `irn_*` methods from @walletconnect/relay-api and the two
 * custom publish methods the sign engine sends (`wc_proposeSession`, `wc_approveSession`).
 */

export const RELAY_METHODS = {
  subscribe: 'irn_subscribe',
  batchSubscribe: 'irn_batchSubscribe',
  unsubscribe: 'irn_unsubscribe',
  batchUnsubscribe: 'irn_batchUnsubscribe',
  publish: 'irn_publish',
  proposeSession: 'wc_proposeSession',
  approveSession: 'wc_approveSession',
  subscription: 'irn_subscription',
} as const

/** Tags the sign engine gives these messages (ENGINE_RPC_OPTS in @walletconnect/sign-client). */
export const RELAY_TAGS = {
  sessionProposeRequest: 1100,
  sessionProposeResponse: 1101,
  sessionSettleRequest: 1102,
} as const

/** Standard JSON-RPC error codes the relay answers with. */
export const RPC_ERRORS = {
  parse: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid request' },
  methodNotFound: { code: -32601, message: 'Method not found' },
  invalidParams: { code: -32602, message: 'Invalid params' },
} as const

export type RpcId = number | string

export interface RpcRequest {
  jsonrpc: '2.0'
  id: RpcId
  method: string
  params?: unknown
}

export interface RpcError {
  code: number
  message: string
}

export type RpcResponse =
  | { jsonrpc: '2.0'; id: RpcId; result: unknown }
  | { jsonrpc: '2.0'; id: RpcId; error: RpcError }

/** What a subscriber receives for each message: the `params` of `irn_subscription`. */
export interface SubscriptionParams {
  id: string
  data: {
    topic: string
    message: string
    publishedAt: number
    tag: number
    /** Always empty: clients then skip the verify server instead of waiting 5 s for it. */
    attestation: string
  }
}

/** Default time a message waits in the mailbox when the publisher gives no ttl (seconds). */
export const DEFAULT_TTL_SECONDS = 300

/** A thrown error that becomes a JSON-RPC error answer. */
export class RelayRpcError extends Error {
  constructor(readonly rpc: RpcError) {
    super(rpc.message)
  }
}

/** Reads a non-empty string field of `params`, or throws -32602. */
export function requireString(params: unknown, field: string): string {
  const value = isRecord(params) ? params[field] : undefined
  if (typeof value !== 'string' || value.length === 0) {
    throw new RelayRpcError({ ...RPC_ERRORS.invalidParams, message: `Missing ${field}` })
  }
  return value
}

/** Reads an optional number field of `params`. */
export function optionalNumber(params: unknown, field: string): number | undefined {
  const value = isRecord(params) ? params[field] : undefined
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

/** Reads a string-array field of `params`, or throws -32602. */
export function requireStrings(params: unknown, field: string): string[] {
  const value = isRecord(params) ? params[field] : undefined
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.length > 0)) {
    throw new RelayRpcError({ ...RPC_ERRORS.invalidParams, message: `Missing ${field}` })
  }
  return value as string[]
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
