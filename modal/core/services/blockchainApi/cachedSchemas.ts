import {
  array,
  nullable,
  number,
  numeric,
  object,
  optional,
  orElse,
  record,
  type Schema,
  string,
} from '../../validation/schema'
import { safeImageUrl } from '../../validation/urlPolicy'
import type { Identity, NameProfile, TokenBalance } from './types'

/**
 * The Blockchain API shapes that Portico also keeps in the host's storage (token balances,
 * identities, reverse names). They live apart from `schemas.ts` because the storage codecs
 * need them at start-up, while the client and its other schemas load with its first call:
 * module-level schema objects are not tree-shaken, so one shared file would carry every
 * schema onto the start-up path.
 */

/** A token amount: its decimals and its value as a decimal string. */
export const quantity = object({ decimals: numeric, numeric })

/** SPEC §3 Token balance. */
export const tokenBalanceSchema: Schema<TokenBalance> = object({
  name: string,
  symbol: string,
  chainId: string,
  address: optional(string),
  value: optional(number),
  price: number,
  quantity,
  // An icon that fails the URL policy becomes '' (the list shows its placeholder).
  iconUrl: orElse(safeImageUrl, ''),
})

/** SPEC §3 Identity; an avatar that fails the URL policy reads as none. */
export const identitySchema: Schema<Identity> = object({
  name: nullable(string),
  avatar: orElse(nullable(safeImageUrl), null),
})

export const nameProfileSchema: Schema<NameProfile> = object({
  name: string,
  registered: optional(number),
  updated: optional(number),
  addresses: record(object({ address: string, created: optional(string) })),
  attributes: array(record(string)),
})
