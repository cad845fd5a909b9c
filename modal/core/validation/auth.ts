/** SPEC §5: the social providers the embedded wallet accepts. */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

export const THEME_MODES = ['light', 'dark'] as const
export type ThemeMode = (typeof THEME_MODES)[number]

export const DEVICE_CONNECT_ACTIONS = ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'] as const
export type DeviceConnectAction = (typeof DEVICE_CONNECT_ACTIONS)[number]

export const EMAIL_UPDATE_ACTIONS = ['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'] as const
export type EmailUpdateAction = (typeof EMAIL_UPDATE_ACTIONS)[number]

// A pragmatic e-mail shape: one @, no spaces, a dot in the domain, no empty labels. The
// frame's server is the final judge; this only catches typos before a round trip.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** Builds a never-throwing membership guard for a fixed list of strings. */
function oneOf<const T extends readonly string[]>(options: T) {
  return (value: unknown): value is T[number] =>
    typeof value === 'string' && (options as readonly string[]).includes(value)
}

/**
 * E-mail for connect and update (SPEC §5). Never throws.
 *
 * @example
 * ```ts
 * isEmail('ada@example.com') // true
 * isEmail('ada@example') // false
 * ```
 */
export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value)
}

/**
 * A one-time code is a plain string (SPEC §5); its content is the server's business.
 *
 * @example
 * ```ts
 * isOtp('123456') // true
 * isOtp(123456) // false
 * ```
 */
export function isOtp(value: unknown): value is string {
  return typeof value === 'string'
}

/** @example isSocialProvider('github') // true */
export const isSocialProvider = oneOf(SOCIAL_PROVIDERS)
/** @example isThemeMode('dark') // true */
export const isThemeMode = oneOf(THEME_MODES)
/** @example isDeviceConnectAction('VERIFY_OTP') // true */
export const isDeviceConnectAction = oneOf(DEVICE_CONNECT_ACTIONS)
/** @example isEmailUpdateAction('VERIFY_PRIMARY_OTP') // true */
export const isEmailUpdateAction = oneOf(EMAIL_UPDATE_ACTIONS)
