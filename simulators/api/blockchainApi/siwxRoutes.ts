import type { Hex } from 'viem'
import type { SiwxMessageData } from '../../../modal/core/options/siwxTypes'
import { formatCaip122 } from '../../../modal/features/siwx/caip122'
import { HttpError, json, type Route, requireField } from '../http/router'
import { fnv1a } from '../svgBadge'
import { type LabContext, parseAddress } from './labContext'
import { verifyBitcoinSiwx } from './siwxBitcoin'

/** A session the lab's sign-in server issued. */
interface IssuedSession {
  chainId: string
  address: string
  expiresAt: number
}

/** What the sign-in routes keep between calls. */
export interface SiwxServerState {
  nonces: Set<string>
  sessions: Map<string, IssuedSession>
}

export const createSiwxServerState = (): SiwxServerState => ({
  nonces: new Set(),
  sessions: new Map(),
})

const FIELDS = ['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce'] as const

function readData(body: unknown): SiwxMessageData {
  const data = typeof body === 'object' && body !== null ? Reflect.get(body, 'data') : undefined
  if (typeof data !== 'object' || data === null)
    throw new HttpError(400, 'Missing body field: data')
  for (const key of FIELDS) {
    if (typeof Reflect.get(data, key) !== 'string') throw new HttpError(400, `Missing data.${key}`)
  }
  return data as SiwxMessageData
}

/**
 * The lab's sign-in server (SIWX verified on a server, `createServerSiwx`):
 * - GET /v1/siwx/nonce → `{ nonce }`, each usable once
 * - POST /v1/siwx/sessions {data, message, signature} → `{ token, expiresAt }`: the message must
 *   be the CAIP-122 text of `data`, carry an issued nonce, be on an eip155 chain and be signed by the address (EOA or ERC-1271 smart account, checked on anvil), or on the lab's bitcoin chain with a BIP-322 signature; else 401
 * - GET /v1/siwx/sessions/:token → `{ valid, chainId, address }`
 * - POST /v1/siwx/sessions/:token/revoke → `{ success: true }`
 */
export function siwxRoutes(ctx: LabContext, state: SiwxServerState): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/v1/siwx/nonce',
      handler: () => {
        const nonce = `lab${fnv1a(`${ctx.now()}|${state.nonces.size}`).toString(36)}n${state.nonces.size}`
        state.nonces.add(nonce)
        return json({ nonce })
      },
    },
    {
      method: 'POST',
      pattern: '/v1/siwx/sessions',
      handler: async ({ body }) => {
        const data = readData(body)
        const message = requireField(body, 'message')
        const signature = requireField(body, 'signature') as Hex
        if (message !== formatCaip122(data)) throw new HttpError(400, 'The message does not match')
        if (!state.nonces.delete(data.nonce)) throw new HttpError(401, 'Unknown or used nonce')
        const expiresAt = data.expirationTime ? Date.parse(data.expirationTime) : Number.NaN
        // The lab's bitcoin chain: a BIP-322 signature over the message (siwxBitcoin.ts).
        const bitcoin = data.chainId.startsWith('bip122:')
        // Every eip155 chain of the lab (anvil, and Base read through it) is checked on anvil.
        if (!bitcoin && !data.chainId.startsWith('eip155:'))
          throw new HttpError(400, 'Not an eip155 or bip122 chain')
        const address = bitcoin ? data.accountAddress : parseAddress(data.accountAddress)
        const valid = bitcoin
          ? verifyBitcoinSiwx({ chainId: data.chainId, address, message, signature })
          : await ctx
              .client()
              .verifyMessage({ address: address as Hex, message, signature })
              .catch(() => false)
        if (!valid) throw new HttpError(401, 'The signature does not match the address')
        const token = `siwx-${fnv1a(`${signature}|${data.nonce}`).toString(16)}`
        state.sessions.set(token, { chainId: data.chainId, address, expiresAt })
        return json({ token, expiresAt: Number.isNaN(expiresAt) ? null : expiresAt })
      },
    },
    {
      method: 'GET',
      pattern: '/v1/siwx/sessions/:token',
      handler: ({ params }) => {
        const session = state.sessions.get(params.token ?? '')
        return json({
          valid: session !== undefined,
          chainId: session?.chainId ?? null,
          address: session?.address ?? null,
        })
      },
    },
    {
      method: 'POST',
      pattern: '/v1/siwx/sessions/:token/revoke',
      handler: ({ params }) => json({ success: state.sessions.delete(params.token ?? '') }),
    },
  ]
}
