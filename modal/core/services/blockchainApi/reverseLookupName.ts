import { segment } from '../http/query'
import type { BlockchainApiContext } from './context'
import { keepItems } from './fields'
import { nameProfileSchema } from './schemas'
import { whenSupported } from './supportedChains'
import type { NameProfile } from './types'

/**
 * GET /v1/profile/reverse/{address}?sender&apiVersion=2 → the names owned by an address,
 * kept 5 minutes per address. A non-array answer counts as no names.
 *
 * @example
 * ```ts
 * const names = await reverseLookupName(ctx, { address: '0xabc…' })
 * ```
 */
export function reverseLookupName(
  ctx: BlockchainApiContext,
  { address, sender }: { address: string; sender?: string },
): Promise<NameProfile[]> {
  return whenSupported<NameProfile[]>(ctx, [], async () => {
    const cached = ctx.reverseNameCache.get(address)
    if (cached) return cached
    const body = await ctx.http.get<unknown>(`/v1/profile/reverse/${segment(address)}`, {
      params: { sender, apiVersion: '2' },
    })
    const names = keepItems(ctx.logger, body, 'names', nameProfileSchema)
    ctx.reverseNameCache.set(address, names)
    return names
  })
}
