import type { Features, SocialOption } from '../../../core/options/features'

/**
 * True when the Connect view folds its wallets behind "Continue with a wallet", as AppKit 1.8's
 * Connect view does: `features.collapseWallets` on, or `features.emailShowWallets` off (its
 * older name for the same thing), and another way in shown (e-mail login, or social login with
 * at least one provider). With nothing else to offer, the wallets always show: a visitor is
 * never left with one button that only opens the list.
 *
 * @example
 * ```ts
 * collapsesWallets({ ...features, collapseWallets: true }, true, []) // true
 * collapsesWallets({ ...features, emailShowWallets: false }, false, []) // false
 * ```
 */
export function collapsesWallets(
  features: Pick<Features, 'collapseWallets' | 'emailShowWallets'>,
  emailShown: boolean,
  socialsShown: readonly SocialOption[],
): boolean {
  const otherWayIn = emailShown || socialsShown.length > 0
  return otherWayIn && (features.collapseWallets || !features.emailShowWallets)
}
