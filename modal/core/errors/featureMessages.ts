import type { ErrorCode } from './catalogue'
import type { CoreErrorCode } from './coreMessages'
import { PorticoError, type PorticoErrorOptions } from './porticoError'

/**
 * The part of the SPEC §8 catalogue that only features, chains and connectors raise (all of
 * them loaded lazily): their texts load with them, not at start-up. Raise one with
 * {@link featureError}; `ERROR_CATALOGUE` (`catalogue.ts`) is both parts.
 *
 * @example
 * ```ts
 * FEATURE_MESSAGES.FAILED_TO_INITIALIZE_SWAP // 'Failed to initialize swap'
 * ```
 */
export const FEATURE_MESSAGES = {
  // User-facing messages
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
  SOLANA_SEND_FAILED: 'Failed to send transaction. Please try again.',
  SIWX_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNT_UNSUPPORTED: 'This application might not support Smart Accounts',
  EMAIL_THROTTLED: 'Please try again after {seconds} seconds',
  ACTION_NOT_ALLOWED: 'Action not allowed',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  SOLANA_SEND_INVALID: 'Please enter a valid amount and receiver address',
  INVALID_CHAIN_ID: 'Invalid chainId',
  // Thrown or internal messages
  NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE: 'Network not supported for Gas Price',
  NETWORK_NOT_SUPPORTED_FOR_SWAPS: 'Network not supported for Swaps',
  NO_SWAP_ADDRESS: 'No address found to swap the tokens from.',
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  NETWORK_CLIENT_NOT_SET: 'NetworkController client not set',
  CHAIN_REQUIRED: 'Chain is required',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  ERROR_RESOLVING_NAME: 'Error resolving name',
  ERROR_FETCHING_NAME_SUGGESTIONS: 'Error fetching name suggestions',
  ERROR_FETCHING_NAMES_FOR_ADDRESS: 'Error fetching names for address',
  AN_ERROR_OCCURRED: 'An error occurred',
  FRAME_NOT_SET: 'W3mFrame: iframe is not set',
  FRAME_PARENT_NOT_SET: 'parent is not set',
  CAIP_NETWORK_OR_ADDRESS_UNDEFINED: 'CaipNetwork or CaipAddress is undefined',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  // Wallet-provider codes (SPEC §8 leaves the wording open; these are ours, see docs).
  CONNECTOR_NOT_FOUND: 'This wallet is no longer available on this page',
  RELAY_UNREACHABLE:
    'Could not reach the WalletConnect network. Check your connection and try again',
  INVALID_INPUT: 'Invalid input',
  // Addresses and names (issue 31: EIP-55, ENSIP-15); the wording is ours.
  ADDRESS_CHECKSUM_MISMATCH:
    'This address does not match its checksum (the mix of capital and small letters): check it for a typo',
  ZERO_ADDRESS_RECEIVER: 'This is the zero address: anything sent to it is lost',
  NAME_TOO_LONG: 'A name has at most 63 characters',
  NAME_HYPHENS:
    'A name cannot start or end with a hyphen, or have hyphens as its 3rd and 4th characters',
  NAME_NOT_NORMALIZED:
    'This is not a valid ENS name: ENS normalization refuses one of its characters or its form',
  // Bitcoin (bip122) sends and messages; the wording is ours.
  BITCOIN_INVALID_ADDRESS: 'Please enter a valid Bitcoin address for this network',
  BITCOIN_DUST_AMOUNT: 'The amount is too small to send: at least {minimum} sats',
  BITCOIN_TX_REJECTED: 'The network refused the transaction: {reason}',
  BITCOIN_SIGNATURE_INVALID: 'The wallet returned a signature that does not verify',
  POLKADOT_TX_FAILED: "The chain's runtime refused the transaction: {reason}",
  POLKADOT_SIGNATURE_INVALID: 'The extension returned a signature that does not verify',
} as const

/**
 * The code of a message only lazily loaded code raises.
 *
 * @example
 * ```ts
 * const code: FeatureErrorCode = 'FAILED_TO_INITIALIZE_SWAP'
 * ```
 */
export type FeatureErrorCode = keyof typeof FEATURE_MESSAGES

/**
 * A {@link PorticoError} of a feature's, chain's or connector's code, with its catalogue text.
 *
 * @example
 * ```ts
 * throw featureError('BITCOIN_DUST_AMOUNT', { values: { minimum: 546 } })
 * // err.shortMessage === 'The amount is too small to send: at least 546 sats'
 * ```
 */
export function featureError(
  code: FeatureErrorCode,
  options: PorticoErrorOptions = {},
): PorticoError {
  return new PorticoError(code, options, FEATURE_MESSAGES[code])
}

/**
 * A {@link PorticoError} of any catalogue code, for lazily loaded code that holds a code in a
 * variable (a mapping, a fallback): the core part's through the class, the rest through
 * {@link featureError}.
 *
 * @example
 * ```ts
 * throw catalogueError(result.code) // whichever part the code is in
 * ```
 */
export function catalogueError(code: ErrorCode, options: PorticoErrorOptions = {}): PorticoError {
  return code in FEATURE_MESSAGES
    ? featureError(code as FeatureErrorCode, options)
    : new PorticoError(code as CoreErrorCode, options)
}
