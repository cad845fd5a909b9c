import type { ServiceEndpoints } from '../options/options'

/** One of the backends a host can configure in `endpoints`. */
export type Backend = keyof ServiceEndpoints

/**
 * Which configured backends each backend-fed part of Portico needs. A part whose backends are
 * not all configured is hidden or quietly skipped: with no `endpoints` Portico makes no request
 * at all (docs/without-backend.md). Analytics needs both its own host and the wallet API, which
 * serves the analytics switch (SPEC §7).
 */
export const BACKENDS_OF = {
  walletListing: ['walletApi'],
  tokenBalances: ['api'],
  identity: ['api'],
  swaps: ['api'],
  onramp: ['api'],
  names: ['api'],
  history: ['api'],
  analytics: ['analytics', 'walletApi'],
} as const satisfies Readonly<Record<string, readonly Backend[]>>

/** A part of Portico that calls a backend. */
export type BackendPart = keyof typeof BACKENDS_OF

/**
 * Whether every backend `part` needs is configured.
 *
 * @example
 * ```ts
 * hasBackendsFor({ api: 'http://127.0.0.1:4100' }, 'tokenBalances') // true
 * hasBackendsFor({}, 'walletListing') // false
 * ```
 */
export function hasBackendsFor(
  endpoints: ServiceEndpoints | undefined,
  part: BackendPart,
): boolean {
  return BACKENDS_OF[part].every((backend) => Boolean(endpoints?.[backend]))
}
