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
import { safeDeepLink, safeImageUrl, safeLinkUrl } from './urlPolicy'

/** What another script could have written: the input as JSON, or '' when it has none. */
function asJson(input: unknown): string {
  try {
    return JSON.stringify(input) ?? ''
  } catch {
    return ''
  }
}

const codecs = Object.fromEntries(
  Object.entries(STORAGE_CODECS).map(([key, codec]) => [
    `storage:${key}`,
    (input: unknown) => codec.decode(typeof input === 'string' ? input : asJson(input)),
  ]),
)

/**
 * The parsers issue 11 added at each boundary (API answers, storage, wallets, URLs), for the
 * fuzz test (fuzz.test.ts): each must answer, never throw, on any input.
 */
export const OUTSIDE_INPUT_PARSERS: Record<string, (input: unknown) => unknown> = {
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
  ...codecs,
}
