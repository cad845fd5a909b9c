import type { SiwxMessageData } from '../../../modal/core/options/siwxTypes'
import { formatCaip122 } from '../../../modal/features/siwx/caip122'
import { verifySiwx } from '../../../modal/features/siwx/verifySiwx'
import { HttpError, json, type Route, requireField } from '../http/router'
import { fnv1a } from '../svgBadge'
import type { LabContext } from './labContext'
import { LAB_BITCOIN_CHAIN } from './siwxBitcoin'

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
  /** What the next GET /v1/siwx/nonce answers instead of a fresh nonce (a broken server). */
  nextNonce?: string | undefined
}

export const createSiwxServerState = (): SiwxServerState => ({
  nonces: new Set(),
  sessions: new Map(),
})

type Commands = (command: string, params: unknown) => Promise<{ result: unknown } | undefined>

/**
 * The sign-in server's lab command, in front of the stub's others: `answerNextSiwxNonce`
 * {nonce} makes the next GET /v1/siwx/nonce answer that text as is (a server gone wrong: a
 * nonce with a line break, say); `{}` clears it.
 */
export function siwxCommands(state: SiwxServerState, next: Commands): Commands {
  return async (command, params) => {
    if (command !== 'answerNextSiwxNonce') return next(command, params)
    const nonce =
      typeof params === 'object' && params !== null ? Reflect.get(params, 'nonce') : undefined
    state.nextNonce = typeof nonce === 'string' ? nonce : undefined
    return { result: state.nextNonce ?? null }
  }
}

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
 *   be the CAIP-122 text of `data`, carry a nonce this server issued, be on an eip155 chain or
 *   the lab's bitcoin chain, and pass Portico's own `verifySiwx` (`portico/siwx`): fields, time,
 *   and the signature (eip155 EOA or ERC-1271 / ERC-6492 smart account on anvil, bitcoin
 *   BIP-322); else 401
 * - GET /v1/siwx/sessions/:token → `{ valid, chainId, address }`
 * - POST /v1/siwx/sessions/:token/revoke → `{ success: true }`
 */
export function siwxRoutes(ctx: LabContext, state: SiwxServerState): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/v1/siwx/nonce',
      handler: () => {
        const hash = fnv1a(`${ctx.now()}|${state.nonces.size}`).toString(36).padStart(7, '0')
        const nonce = state.nextNonce ?? `lab${hash}n${state.nonces.size}`
        state.nextNonce = undefined
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
        const signature = requireField(body, 'signature')
        if (message !== formatCaip122(data)) throw new HttpError(400, 'The message does not match')
        // Every eip155 chain of the lab (anvil, and Base read through it) is checked on anvil.
        if (!data.chainId.startsWith('eip155:') && data.chainId !== LAB_BITCOIN_CHAIN)
          throw new HttpError(400, 'Not an eip155 chain or the lab bitcoin chain')
        if (!state.nonces.delete(data.nonce)) throw new HttpError(401, 'Unknown or used nonce')
        // The lab's page may run a virtual clock this server does not share: the message is
        // judged at its own Issued At (Not Before and Expiration Time still have to fit it).
        const now = Date.parse(data.issuedAt ?? '')
        const result = await verifySiwx({ message, signature, now, client: ctx.client() })
        if (!result.valid) throw new HttpError(401, `Not verified: ${result.reason}`)
        const expiresAt = data.expirationTime ? Date.parse(data.expirationTime) : Number.NaN
        const address = data.accountAddress
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
