import { type Hex, verifyMessage } from 'viem'
import { revokeMessage } from '../../../modal/features/smartSessions/revokeMessage'
import { HttpError, json, type Route, requireField } from '../http/router'
import { parseAddress } from './labContext'

/** A smart session (permission grant) as GET /v1/sessions/{address} lists it. */
export interface SmartSessionRecord {
  pci: string
  [key: string]: unknown
}

/** In-memory smart sessions per address (lower-cased), filled by the `addSmartSession` command. */
export type SmartSessionStore = Map<string, SmartSessionRecord[]>

/**
 * - GET /v1/sessions/:address → `{ pcis: SmartSession[] }`
 * - POST /v1/sessions/:address/revoke {pci, signature} → `{ success: true }` (404 unknown pci,
 *   401 unless `signature` is the address's personal_sign of `revokeMessage(pci)`).
 */
export function sessionRoutes(store: SmartSessionStore): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/v1/sessions/:address',
      handler: ({ params }) => {
        const key = parseAddress(params.address).toLowerCase()
        return json({ pcis: store.get(key) ?? [] })
      },
    },
    {
      method: 'POST',
      pattern: '/v1/sessions/:address/revoke',
      query: ['projectId'],
      handler: async ({ params, body }) => {
        const address = parseAddress(params.address)
        const key = address.toLowerCase()
        const pci = requireField(body, 'pci')
        const signature = requireField(body, 'signature') as Hex
        const sessions = store.get(key) ?? []
        if (!sessions.some((s) => s.pci === pci)) throw new HttpError(404, `No session ${pci}`)
        const message = revokeMessage(pci)
        const valid = await verifyMessage({ address, message, signature }).catch(() => false)
        if (!valid) throw new HttpError(401, 'The signature does not match the address')
        store.set(
          key,
          sessions.filter((s) => s.pci !== pci),
        )
        return json({ success: true })
      },
    },
  ]
}
