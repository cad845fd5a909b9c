import type { ConnectMethod, WalletFeature } from '../../core/options/features'
import type { ACCOUNT_TABS } from '../../core/stores/chainState'

/** A tab of the Account view. */
export type AccountTab = (typeof ACCOUNT_TABS)[number]

/** Flows reached through their own views rather than a button or tab. */
export type BuiltFlow = 'farcaster' | 'siwe' | 'siwx' | 'names'

/** Which parts of the modal have a built implementation; see {@link BUILT}. */
export interface BuiltParts {
  connectMethods: Readonly<Record<ConnectMethod, boolean>>
  walletFeatures: Readonly<Record<WalletFeature, boolean>>
  accountTabs: Readonly<Record<AccountTab, boolean>>
  flows: Readonly<Record<BuiltFlow, boolean>>
}

/**
 * THE switchboard of what a visitor can meet. A part marked `false` has no working
 * implementation, so it is not shown at all: no button, tab, section or view saying "not
 * available yet" (the house rule). Whoever builds a part flips its one line here, and the rules
 * in `visibility.ts` (feature flags, configured backends) then decide per instance.
 *
 * @example
 * ```ts
 * BUILT.walletFeatures.receive // true: the Receive button shows
 * BUILT.walletFeatures.send // false: no Send button until the send feature lands
 * ```
 */
export const BUILT: Readonly<BuiltParts> = {
  connectMethods: {
    wallet: true,
    email: true,
    social: true,
  },
  walletFeatures: {
    receive: true,
    send: true,
    swaps: true,
    onramp: true,
  },
  accountTabs: {
    Tokens: true,
    NFTs: true,
    Activity: true,
  },
  flows: {
    farcaster: true,
    siwe: true,
    siwx: true,
    names: true,
  },
}
