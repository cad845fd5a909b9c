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
 * - POST /v1/sessions/:address/revoke {pci, signature} → `{ success: true }` (404 unknown pci).
 *   The signature is required but not verified: the lab has no cosigner to check it against.
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
      handler: ({ params, body }) => {
        const key = parseAddress(params.address).toLowerCase()
        const pci = requireField(body, 'pci')
        requireField(body, 'signature')
        const sessions = store.get(key) ?? []
        if (!sessions.some((s) => s.pci === pci)) throw new HttpError(404, `No session ${pci}`)
        store.set(
          key,
          sessions.filter((s) => s.pci !== pci),
        )
        return json({ success: true })
      },
    },
  ]
}
