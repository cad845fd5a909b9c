import {
  array,
  boolean,
  looseObject,
  nullable,
  number,
  numeric,
  object,
  oneOf,
  optional,
  type Schema,
  string,
} from '../../validation/schema'
import { quantity } from './cachedSchemas'
import type {
  NameSuggestion,
  PaymentCurrency,
  PurchaseCurrency,
  SmartSession,
  SwapQuote,
  SwapToken,
  TokenPrice,
  Transaction,
} from './types'

/**
 * One schema per Blockchain API shape (issue 11: "validate at every boundary, once"). The
 * client parses each answer item with these, and the storage-backed caches parse what they
 * read back with the same ones, so a view never meets a value of the wrong type.
 */

export { identitySchema, nameProfileSchema, tokenBalanceSchema } from './cachedSchemas'

const url = object({ url: string })

export const transactionSchema: Schema<Transaction> = object({
  id: string,
  metadata: object({
    minedAt: string,
    chain: string,
    operationType: string,
    status: string,
    sentFrom: string,
    sentTo: string,
    hash: optional(string),
    nonce: optional(number),
  }),
  transfers: array(
    object({
      fungible_info: optional(
        object({ name: optional(string), symbol: optional(string), icon: optional(url) }),
      ),
      nft_info: optional(
        object({
          name: optional(string),
          content: optional(object({ preview: optional(url) })),
          flags: optional(object({ is_spam: boolean })),
        }),
      ),
      direction: optional(oneOf(['in', 'out', 'self'])),
      quantity: object({ numeric }),
      value: optional(number),
      price: optional(number),
    }),
  ),
})

export const nameSuggestionSchema: Schema<NameSuggestion> = object({
  name: string,
  registered: boolean,
})

/** The hosted API sends `id: null` (AppKit 1.8's `BlockchainApiSwapQuoteResponse`). */
export const swapQuoteSchema: Schema<SwapQuote> = looseObject({
  id: optional(nullable(string)),
  fromAmount: optional(numeric),
  toAmount: numeric,
})

export const swapTokenSchema: Schema<SwapToken> = object({
  name: string,
  symbol: string,
  address: string,
  decimals: number,
  logoUri: string,
  eip2612: optional(boolean),
  quantity: optional(quantity),
  price: optional(number),
  value: optional(number),
})

export const tokenPriceSchema: Schema<TokenPrice> = object({
  name: string,
  symbol: string,
  iconUrl: string,
  price: number,
})

export const paymentCurrencySchema: Schema<PaymentCurrency> = object({
  id: string,
  payment_method_limits: array(object({ id: string, min: numeric, max: numeric })),
})

export const purchaseCurrencySchema: Schema<PurchaseCurrency> = object({
  id: string,
  name: string,
  symbol: string,
  networks: array(
    object({ name: string, display_name: string, chain_id: string, contract_address: string }),
  ),
})

export const smartSessionSchema: Schema<SmartSession> = looseObject({ pci: string })
