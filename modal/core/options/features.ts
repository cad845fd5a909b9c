/** Social login options offered in the connect view (SPEC §9 "Socials offered"). */
export type SocialOption =
  | 'google'
  | 'x'
  | 'discord'
  | 'farcaster'
  | 'github'
  | 'apple'
  | 'facebook'

/** The three ways to connect, in the order the connect view lists them (SPEC §2). */
export type ConnectMethod = 'email' | 'social' | 'wallet'

/** Wallet features offered on the account view (SPEC §2 "Wallet feature order"). */
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'

/**
 * Feature flags (SPEC §6) plus the two configurable orders of SPEC §2.
 *
 * @example
 * ```ts
 * createPortico({ projectId, networks, features: { swaps: false, onramp: false } satisfies Partial<Features> })
 * ```
 */
export interface Features {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  emailShowWallets: boolean
  history: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  /** Socials offered, in display order; `false` or an empty list hides social login. */
  socials: readonly SocialOption[] | false
  /** A configured connect-method order; overrides both default orders of SPEC §2. */
  connectMethodsOrder?: readonly ConnectMethod[]
  /** A configured wallet-feature order; defaults to {@link DEFAULT_WALLET_FEATURES_ORDER}. */
  walletFeaturesOrder?: readonly WalletFeature[]
}

/** SPEC §9 "Socials offered". */
export const DEFAULT_SOCIALS: readonly SocialOption[] = Object.freeze([
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const)

/** SPEC §9 "Default features". Frozen: instances copy it, never share a mutable default. */
export const DEFAULT_FEATURES: Readonly<Features> = Object.freeze({
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  socials: DEFAULT_SOCIALS,
})

/** SPEC §2: email, social, wallet by default. */
export const DEFAULT_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet']
/** SPEC §2: wallet first when an injected or announced wallet is shown. */
export const WALLET_FIRST_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = [
  'wallet',
  'email',
  'social',
]
/** SPEC §2 "Wallet feature order". */
export const DEFAULT_WALLET_FEATURES_ORDER: readonly WalletFeature[] = [
  'onramp',
  'swaps',
  'receive',
  'send',
]

/**
 * Completes the host's partial feature flags with the SPEC §9 defaults.
 *
 * @example
 * ```ts
 * resolveFeatures({ swaps: false }).swaps // false
 * resolveFeatures({}).onramp // true
 * ```
 */
export function resolveFeatures(partial: Partial<Features> = {}): Features {
  const features: Features = { ...DEFAULT_FEATURES }
  for (const [key, value] of Object.entries(partial) as [keyof Features, unknown][]) {
    // An explicit `undefined` keeps the default rather than turning a flag off.
    if (value !== undefined) Object.assign(features, { [key]: value })
  }
  return features
}
