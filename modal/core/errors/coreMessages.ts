/**
 * The part of the SPEC §8 catalogue that start-up code can raise: options and storage checks,
 * the stores' wallet errors, the alerts. {@link PorticoError} reads only these, so the texts of
 * features, chains and connectors (`featureMessages.ts`) load with the code that raises them.
 * `ERROR_CATALOGUE` (`catalogue.ts`) is both parts, for hosts and translations.
 *
 * @example
 * ```ts
 * CORE_MESSAGES.USER_REJECTED // 'You declined the request in your wallet'
 * ```
 */
export const CORE_MESSAGES = {
  // User-facing messages
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  FAILED_TO_DISCONNECT: 'Failed to disconnect',
  RPC_CALL_NOT_ALLOWED: 'Requested RPC call is not allowed',
  INCORRECT_AMOUNT: 'Incorrect amount',
  ENTER_VALID_AMOUNT: 'Please enter a valid amount',
  HTTP_STATUS: 'HTTP status code: {status}',
  // Alerts
  INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
  NETWORK_NOT_FOUND_ALERT: 'Network Not Found',
  SESSION_EXPIRED: 'Session Expired',
  INVALID_PROJECT_ID: 'Invalid Project ID',
  PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
  // Thrown or internal messages
  NETWORK_NOT_FOUND: 'Network not found',
  EMAIL_LOGIN_DEPENDENCY: 'Unable to load email login dependency',
  REQUEST_ABORTED: 'Request was aborted',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  CAIP_NETWORK_UNDEFINED: 'CaipNetwork is undefined',
  // Wallet-provider codes (SPEC §8 leaves the wording open; these are ours, see docs).
  USER_REJECTED: 'You declined the request in your wallet',
  WALLET_UNAUTHORIZED: 'Your wallet has not authorised this site for that account',
  WALLET_UNSUPPORTED_METHOD: 'Your wallet does not support this request',
  WALLET_DISCONNECTED: 'Your wallet is disconnected',
  WALLET_CHAIN_DISCONNECTED: 'Your wallet is not connected to this network',
  WALLET_UNRECOGNIZED_CHAIN: 'Your wallet does not know this network yet',
  REMOVE_LAST_NETWORK: 'Cannot remove the last network of a namespace',
  ADAPTER_REQUIRED_FOR_NETWORK: 'Adding a network needs an adapter for its namespace',
  SIWX_AND_SIWE_EXCLUSIVE: 'Only one of siweConfig and siwx may be set',
  PROVIDER_MISSING: 'Portico hooks and components need a <PorticoProvider> above them',
  // Alert descriptions (SPEC §8 gives their gist, the wording is ours).
  ORIGIN_NOT_ALLOWLISTED: 'The origin {origin} is not on the allowlist of this project',
  SESSION_EXPIRED_DETAILS: 'Your session is invalid. Check your time settings and reconnect',
  SOCIALS_TIMEOUT: 'Social login timed out. Please try again',
} as const

/**
 * The code of a message start-up code can raise: `new PorticoError(code)` takes these.
 *
 * @example
 * ```ts
 * const code: CoreErrorCode = 'USER_REJECTED'
 * ```
 */
export type CoreErrorCode = keyof typeof CORE_MESSAGES

/**
 * Fills the `{name}` placeholders of a message; a placeholder without a value stays as written.
 *
 * @example
 * ```ts
 * fillMessage('HTTP status code: {status}', { status: 500 }) // 'HTTP status code: 500'
 * ```
 */
export function fillMessage(
  template: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  )
}

/**
 * The text of a core message with its placeholders filled (start-up code's `formatMessage`).
 *
 * @example
 * ```ts
 * coreMessage('HTTP_STATUS', { status: 404 }) // 'HTTP status code: 404'
 * ```
 */
export function coreMessage(
  code: CoreErrorCode,
  values?: Readonly<Record<string, string | number>>,
): string {
  return fillMessage(CORE_MESSAGES[code], values)
}
