import type { Features } from 'portico'

/** The host-page URL flags (`name=1` on, `name=0` off) the lab passes on as `features`. */
const FLAGS = ['smartSessions', 'collapseWallets', 'emailShowWallets'] as const

/**
 * The `features` the demo host page sets from its URL: `smartSessions=1` (off by default,
 * SPEC §9), `collapseWallets=1` and `emailShowWallets=0` (the Connect view folds its wallets
 * behind "Continue with a wallet" when e-mail or social login shows, SPEC §6). `1` turns a
 * feature on, `0` off; any other value, or none, leaves the SPEC's default. Nothing set, no
 * `features` at all.
 *
 * @example
 * ```ts
 * labFeatures(new URLSearchParams('collapseWallets=1')) // { features: { collapseWallets: true } }
 * labFeatures(new URLSearchParams('')) // {}
 * ```
 */
export function labFeatures(params: URLSearchParams): { features?: Partial<Features> } {
  const features: Partial<Features> = {}
  for (const flag of FLAGS) {
    const value = params.get(flag)
    if (value === '1' || value === '0') features[flag] = value === '1'
  }
  return Object.keys(features).length > 0 ? { features } : {}
}
