import { segment } from '../http/query'
import type { BlockchainApiContext } from './context'
import { readNullableString } from './fields'
import { identitySchema } from './schemas'
import { whenSupported } from './supportedChains'
import type { Identity } from './types'

export interface FetchIdentityParameters {
  address: string
  /** The connected address asking, sent as `sender`. */
  sender?: string
}

const EMPTY_IDENTITY: Identity = { name: null, avatar: null }

/**
 * GET /v1/identity/{address}?sender → `{ name, avatar }`, kept 5 minutes per address.
 *
 * @example
 * ```ts
 * const { name, avatar } = await fetchIdentity(ctx, { address: '0xabc…' })
 * ```
 */
export function fetchIdentity(
  ctx: BlockchainApiContext,
  { address, sender }: FetchIdentityParameters,
): Promise<Identity> {
  return whenSupported(ctx, EMPTY_IDENTITY, async () => {
    const cached = ctx.identityCache.get(address)
    if (cached) return cached
    const body = await ctx.http.get<unknown>(`/v1/identity/${segment(address)}`, {
      params: { sender },
    })
    // Empty strings read as absent; the avatar then passes the URL policy (identitySchema).
    const identity =
      identitySchema({
        name: readNullableString(body, 'name'),
        avatar: readNullableString(body, 'avatar'),
      }) ?? EMPTY_IDENTITY
    ctx.identityCache.set(address, identity)
    return identity
  })
}
