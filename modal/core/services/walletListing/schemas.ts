import { safeDeepLink } from '../../validation/deepLinkPolicy'
import {
  array,
  boolean,
  droppable,
  nullable,
  object,
  oneOf,
  optional,
  orElse,
  type Schema,
  string,
} from '../../validation/schema'
import { safeImageUrl, safeLinkUrl } from '../../validation/urlPolicy'
import type { WalletListing } from './types'

const text = optional(string)
/** A link that fails the URL policy reads as none (the view then offers no link). */
const link = optional(orElse(nullable(safeLinkUrl), null))
const deepLink = optional(orElse(nullable(safeDeepLink), null))

/**
 * One wallet of the wallet-provider API (SPEC §3 Wallet listing). An entry that does not fit is
 * dropped by the client; a link or image that fails the URL policy (urlPolicy.ts) is left out,
 * so the views fall back to initials or offer no link.
 */
export const walletListingSchema: Schema<WalletListing> = object({
  id: string,
  name: string,
  rdns: optional(nullable(string)),
  image_id: text,
  image_url: droppable(safeImageUrl),
  homepage: droppable(safeLinkUrl),
  mobile_link: deepLink,
  desktop_link: deepLink,
  webapp_link: link,
  app_store: link,
  play_store: link,
  chains: optional(array(string)),
  badge_type: optional(oneOf(['none', 'certified'])),
  installed: optional(boolean),
})
