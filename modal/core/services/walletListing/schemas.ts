import {
  array,
  boolean,
  nullable,
  object,
  oneOf,
  optional,
  type Schema,
  string,
} from '../../validation/schema'
import type { WalletListing } from './types'

const text = optional(string)
const link = optional(nullable(string))

/**
 * One wallet of the wallet-provider API (SPEC §3 Wallet listing). An entry that does not fit is
 * dropped by the client; its links and images still pass the URL policy where they are used.
 */
export const walletListingSchema: Schema<WalletListing> = object({
  id: string,
  name: string,
  rdns: optional(nullable(string)),
  image_id: text,
  image_url: text,
  homepage: text,
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
  app_store: link,
  play_store: link,
  chains: optional(array(string)),
  badge_type: optional(oneOf(['none', 'certified'])),
  installed: optional(boolean),
})
