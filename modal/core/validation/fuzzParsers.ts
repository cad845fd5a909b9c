import {
  parseWalletAccounts,
  parseWalletAddress,
  parseWalletChainId,
} from '../../chains/eip155/walletInput'
import {
  identitySchema,
  nameProfileSchema,
  paymentCurrencySchema,
  purchaseCurrencySchema,
  smartSessionSchema,
  swapQuoteSchema,
  swapTokenSchema,
  tokenBalanceSchema,
  tokenPriceSchema,
  transactionSchema,
} from '../services/blockchainApi/schemas'
import { walletListingSchema } from '../services/walletListing/schemas'
import { STORAGE_CODECS } from '../storage/storageSchema'
import { safeDeepLink } from './deepLinkPolicy'
import { safeImageUrl, safeLinkUrl } from './urlPolicy'

/** What another script could have written: the input itself if text, else as JSON ('' if none). */
export function asStoredText(input: unknown): string {
  if (typeof input === 'string') return input
  try {
    return JSON.stringify(input) ?? ''
  } catch {
    return ''
  }
}

/** Every storage codec's decoder, on stored text (so one input is serialised once for all). */
export const STORAGE_DECODERS: Record<string, (text: unknown) => unknown> = Object.fromEntries(
  Object.entries(STORAGE_CODECS).map(([key, codec]) => [
    `storage:${key}`,
    (text: unknown) => codec.decode(text as string),
  ]),
)

const codecs = Object.fromEntries(
  Object.entries(STORAGE_DECODERS).map(([name, decode]) => [
    name,
    (input: unknown) => decode(asStoredText(input)),
  ]),
)

/** The API, listing, URL and wallet parsers of outside input (storage decoders apart). */
export const BOUNDARY_PARSERS: Record<string, (input: unknown) => unknown> = {
  tokenBalanceSchema,
  identitySchema,
  nameProfileSchema,
  transactionSchema,
  swapQuoteSchema,
  swapTokenSchema,
  tokenPriceSchema,
  paymentCurrencySchema,
  purchaseCurrencySchema,
  smartSessionSchema,
  walletListingSchema,
  safeLinkUrl,
  safeImageUrl,
  safeDeepLink,
  parseWalletAccounts,
  parseWalletAddress,
  parseWalletChainId,
}

/**
 * The parsers issue 11 added at each boundary (API answers, storage, wallets, URLs), for the
 * fuzz test (fuzz.test.ts): each must answer, never throw, on any input.
 */
export const OUTSIDE_INPUT_PARSERS: Record<string, (input: unknown) => unknown> = {
  ...BOUNDARY_PARSERS,
  ...codecs,
}
