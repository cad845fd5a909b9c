import { PorticoError } from '../errors/porticoError'
import type { BlockchainApiClient } from './blockchainApi/client'

/**
 * The Blockchain API client of a feature that cannot work without one; a host that configured
 * no `endpoints.api` gets a typed error instead of a request to nowhere.
 *
 * @example
 * ```ts
 * const { suggestions } = await requireApi(portico.services).getNameSuggestions({ name, zone })
 * ```
 */
export function requireApi(services: {
  readonly api: BlockchainApiClient | undefined
}): BlockchainApiClient {
  const api = services.api
  if (!api)
    throw new PorticoError('SOMETHING_WENT_WRONG', { details: 'no Blockchain API endpoint' })
  return api
}
