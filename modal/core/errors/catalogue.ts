/**
 * The SPEC §8 error catalogue: every user-facing error string lives here and nowhere else.
 * Codes are stable (callers and tests match on them); messages are the spec's exact wording.
 * `{name}` placeholders are filled by {@link formatMessage}.
 *
 * @example
 * ```ts
 * ERROR_CATALOGUE.TOKEN_BALANCE_UNAVAILABLE // 'Token Balance Unavailable'
 * ```
 */
export const ERROR_CATALOGUE = {
  // User-facing messages
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  FAILED_TO_FETCH_TRANSACTIONS: 'Failed to fetch transactions',
  FAILED_TO_INITIALIZE_SWAP: 'Failed to initialize swap',
  FAILED_TO_CHECK_ALLOWANCE: 'Failed to check allowance',
  FAILED_TO_CREATE_APPROVAL_TRANSACTION: 'Failed to create approval transaction',
  FAILED_TO_CREATE_TRANSACTION: 'Failed to create transaction',
  FAILED_TO_FETCH_NETWORK_TOKEN_PRICE: 'Failed to fetch network token price',
  TRANSACTION_ERROR: 'Transaction error',
  SWAP_APPROVE_IN_WALLET: 'Approve limit increase in your wallet',
  SWAP_CONFIRM_IN_WALLET: 'Confirm transaction in your wallet',
  SWAPPING: 'Swapping {from} to {to}',
  SWAPPED: 'Swapped {from} to {to}',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  SOLANA_SEND_FAILED: 'Failed to send transaction. Please try again.',
  FAILED_TO_DISCONNECT: 'Failed to disconnect',
  SIWX_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNT_UNSUPPORTED: 'This application might not support Smart Accounts',
  EMAIL_THROTTLED: 'Please try again after {seconds} seconds',
  ACTION_NOT_ALLOWED: 'Action not allowed',
  RPC_CALL_NOT_ALLOWED: 'Requested RPC call is not allowed',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  INCORRECT_AMOUNT: 'Incorrect amount',
  ENTER_VALID_AMOUNT: 'Please enter a valid amount',
  SOLANA_SEND_INVALID: 'Please enter a valid amount and receiver address',
  INVALID_CHAIN_ID: 'Invalid chainId',
  HTTP_STATUS: 'HTTP status code: {status}',
  // Alerts
  INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
  NETWORK_NOT_FOUND_ALERT: 'Network Not Found',
  SESSION_EXPIRED: 'Session Expired',
  INVALID_PROJECT_ID: 'Invalid Project ID',
  PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
  // Thrown or internal messages
  NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE: 'Network not supported for Gas Price',
  NETWORK_NOT_SUPPORTED_FOR_SWAPS: 'Network not supported for Swaps',
  NO_SWAP_ADDRESS: 'No address found to swap the tokens from.',
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  NETWORK_CLIENT_NOT_SET: 'NetworkController client not set',
  CONNECTION_CLIENT_NOT_SET: 'ConnectionController client not set',
  CHAIN_REQUIRED: 'Chain is required',
  NETWORK_NOT_FOUND: 'Network not found',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  ERROR_RESOLVING_NAME: 'Error resolving name',
  ERROR_FETCHING_NAME_SUGGESTIONS: 'Error fetching name suggestions',
  ERROR_FETCHING_NAMES_FOR_ADDRESS: 'Error fetching names for address',
  EMAIL_LOGIN_DEPENDENCY: 'Unable to load email login dependency',
  REQUEST_ABORTED: 'Request was aborted',
  AN_ERROR_OCCURRED: 'An error occurred',
  FRAME_NOT_SET: 'W3mFrame: iframe is not set',
  FRAME_PARENT_NOT_SET: 'parent is not set',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  CAIP_NETWORK_UNDEFINED: 'CaipNetwork is undefined',
  CAIP_NETWORK_OR_ADDRESS_UNDEFINED: 'CaipNetwork or CaipAddress is undefined',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  // Wallet-provider codes (SPEC §8 leaves the wording open; these are ours, see docs).
  USER_REJECTED: 'You declined the request in your wallet',
  WALLET_UNAUTHORIZED: 'Your wallet has not authorised this site for that account',
  WALLET_UNSUPPORTED_METHOD: 'Your wallet does not support this request',
  WALLET_DISCONNECTED: 'Your wallet is disconnected',
  WALLET_CHAIN_DISCONNECTED: 'Your wallet is not connected to this network',
  WALLET_UNRECOGNIZED_CHAIN: 'Your wallet does not know this network yet',
  CONNECTOR_NOT_FOUND: 'This wallet is no longer available on this page',
  REMOVE_LAST_NETWORK: 'Cannot remove the last network of a namespace',
  ADAPTER_REQUIRED_FOR_NETWORK: 'Adding a network needs an adapter for its namespace',
  SIWX_AND_SIWE_EXCLUSIVE: 'Only one of siweConfig and siwx may be set',
  INVALID_INPUT: 'Invalid input',
  PROVIDER_MISSING: 'Portico hooks and components need a <PorticoProvider> above them',
  // Alert descriptions (SPEC §8 gives their gist, the wording is ours).
  ORIGIN_NOT_ALLOWLISTED: 'The origin {origin} is not on the allowlist of this project',
  SESSION_EXPIRED_DETAILS: 'Your session is invalid. Check your time settings and reconnect',
  SOCIALS_TIMEOUT: 'Social login timed out. Please try again',
  // Bitcoin (bip122) sends and messages; the wording is ours.
  BITCOIN_INVALID_ADDRESS: 'Please enter a valid Bitcoin address for this network',
  BITCOIN_DUST_AMOUNT: 'The amount is too small to send: at least {minimum} sats',
  BITCOIN_TX_REJECTED: 'The network refused the transaction: {reason}',
  BITCOIN_SIGNATURE_INVALID: 'The wallet returned a signature that does not verify',
  POLKADOT_TX_FAILED: "The chain's runtime refused the transaction: {reason}",
  POLKADOT_SIGNATURE_INVALID: 'The extension returned a signature that does not verify',
} as const

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
  return ERROR_CATALOGUE[code].replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  )
}
