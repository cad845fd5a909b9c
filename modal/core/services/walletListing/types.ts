/** SPEC §3 Wallet listing: one wallet of the wallet-provider API. */
export interface WalletListing {
  id: string
  name: string
  rdns?: string | null
  image_id?: string
  image_url?: string
  homepage?: string
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
  app_store?: string | null
  play_store?: string | null
  chains?: string[]
  badge_type?: WalletBadge
  /** Set by Portico when the wallet was found injected or announced in this browser. */
  installed?: boolean
}

/** The `badge_type` filter of a search. */
export type WalletBadge = 'none' | 'certified'

/** One page of the wallet list: `data` and the total `count` across pages. */
export interface WalletPage {
  data: WalletListing[]
  count: number
}

/** SPEC §9 Wallet list limits. */
export const WALLET_LISTING_LIMITS = {
  entriesPerPage: 40,
  recommendedEntries: 4,
  /** Listing wallets the Connect view shows: the host's featured ones, else recommended ones. */
  featuredDefault: 4,
  searchEntries: 100,
  /** A search answer is held until at least this long after it started, so results do not flash. */
  searchMinDurationMs: 300,
} as const
