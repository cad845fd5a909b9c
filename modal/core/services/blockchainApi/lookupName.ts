import { segment } from '../http/query'
import type { BlockchainApiContext } from './context'
import { whenSupported } from './supportedChains'
import type { NameProfile } from './types'

/**
 * GET /v1/profile/account/{name}?apiVersion=2 → `{ name, addresses, attributes }`; undefined when
 * the network is unsupported. A name that is not registered answers 404 (HTTP_STATUS).
 *
 * @example
 * ```ts
 * const profile = await lookupName(ctx, { name: 'alice.reown.id' })
 * ```
 */
export function lookupName(
  ctx: BlockchainApiContext,
  { name }: { name: string },
): Promise<NameProfile | undefined> {
  return whenSupported<NameProfile | undefined>(ctx, undefined, () =>
    ctx.http.get<NameProfile>(`/v1/profile/account/${segment(name)}`, {
      params: { apiVersion: '2' },
    }),
  )
}
