import type { Portico } from 'portico'
import { check } from './scenario'

/**
 * The demo page's Blockchain API client, for a step that reads what the stub answers (the
 * lab always configures one; a scenario without it fails with a message QA can read).
 *
 * @example
 * ```ts
 * const { data } = await apiOf(ctx.portico).fetchTransactions({ account, chainId })
 * ```
 */
export function apiOf(portico: Portico): NonNullable<Portico['services']['api']> {
  const api = portico.services.api
  check(api, 'the demo page has no Blockchain API configured')
  return api
}
