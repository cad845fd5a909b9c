import { CORE_MESSAGES, fillMessage } from './coreMessages'
import { FEATURE_MESSAGES } from './featureMessages'

/**
 * The SPEC §8 error catalogue: every user-facing error string lives in its two parts and
 * nowhere else: `coreMessages.ts` (what start-up code can raise) and `featureMessages.ts`
 * (what only lazily loaded features, chains and connectors raise). Codes are stable (callers
 * and tests match on them); messages are the spec's exact wording. `{name}` placeholders are
 * filled by {@link formatMessage}.
 *
 * @example
 * ```ts
 * ERROR_CATALOGUE.TOKEN_BALANCE_UNAVAILABLE // 'Token Balance Unavailable'
 * ```
 */
export const ERROR_CATALOGUE = { ...CORE_MESSAGES, ...FEATURE_MESSAGES } as const

/**
 * The code of one catalogue message.
 *
 * @example
 * ```ts
 * if (isPorticoError(error, 'USER_REJECTED' satisfies ErrorCode)) showRetry()
 * ```
 */
export type ErrorCode = keyof typeof ERROR_CATALOGUE

/**
 * Fills the `{name}` placeholders of a catalogue message.
 *
 * @example
 * ```ts
 * formatMessage('EMAIL_THROTTLED', { seconds: 12 }) // "Please try again after 12 seconds"
 * ```
 */
export function formatMessage(code: ErrorCode, values: Record<string, string | number> = {}) {
  return fillMessage(ERROR_CATALOGUE[code], values)
}
