import { segment } from '../http/query'
import type { BlockchainApiContext } from './context'
import { arrayField } from './fields'
import { nameSuggestionSchema } from './schemas'
import { whenSupported } from './supportedChains'
import type { NameSuggestion } from './types'

/**
 * GET /v1/profile/suggestions/{name}?zone → `{ suggestions: [{ name, registered }] }`.
 *
 * @example
 * ```ts
 * const { suggestions } = await getNameSuggestions(ctx, { name: 'alice', zone: 'portico.id' })
 * ```
 */
export function getNameSuggestions(
  ctx: BlockchainApiContext,
  { name, zone }: { name: string; zone: string },
): Promise<{ suggestions: NameSuggestion[] }> {
  return whenSupported(ctx, { suggestions: [] }, async () => {
    const body = await ctx.http.get<unknown>(`/v1/profile/suggestions/${segment(name)}`, {
      params: { zone },
    })
    return { suggestions: arrayField(ctx.logger, body, 'suggestions', nameSuggestionSchema) }
  })
}
