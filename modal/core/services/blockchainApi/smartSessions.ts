import { segment } from '../http/query'
import { type BlockchainApiContext, NO_HEADERS } from './context'
import { arrayField } from './fields'
import { smartSessionSchema } from './schemas'
import { whenSupported } from './supportedChains'
import type { SmartSession } from './types'

/**
 * GET /v1/sessions/{address} → `{ pcis: SmartSession[] }`; resolves to the list.
 *
 * @example
 * ```ts
 * const sessions = await getSmartSessions(ctx, { address: 'eip155:1:0xabc…' })
 * ```
 */
export function getSmartSessions(
  ctx: BlockchainApiContext,
  { address }: { address: string },
): Promise<SmartSession[]> {
  return whenSupported<SmartSession[]>(ctx, [], async () => {
    const body = await ctx.http.get<unknown>(`/v1/sessions/${segment(address)}`)
    return arrayField(ctx.logger, body, 'pcis', smartSessionSchema)
  })
}

/**
 * POST /v1/sessions/{address}/revoke?projectId with body `{ pci, signature }`. The answer is not
 * used (SPEC §7 "not shown"); it resolves once the API accepted the call.
 *
 * @example
 * ```ts
 * await revokeSmartSession(ctx, { address, pci: 'pci-1', signature: '0x…' })
 * ```
 */
export function revokeSmartSession(
  ctx: BlockchainApiContext,
  { address, pci, signature }: { address: string; pci: string; signature: string },
): Promise<void> {
  return whenSupported(ctx, undefined, async () => {
    await ctx.http.post<unknown>(`/v1/sessions/${segment(address)}/revoke`, {
      params: { projectId: ctx.projectId },
      headers: NO_HEADERS,
      body: { pci, signature },
    })
  })
}
