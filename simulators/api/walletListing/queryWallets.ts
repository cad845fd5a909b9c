import type { ListedWallet } from './walletCatalog'

/** The query of GET /getWallets, already parsed. */
export interface WalletQuery {
  /** 1-based. */
  page: number
  entries: number
  search?: string
  include?: string[]
  exclude?: string[]
  chains?: string[]
  badge_type?: string
}

/** GET /getWallets answer. */
export interface WalletQueryAnswer {
  data: ListedWallet[]
  /** How many wallets match across all pages. */
  count: number
}

/**
 * Filters, then pages, the catalogue:
 * - `include`: only these ids; `exclude`: never these ids
 * - `search`: case-insensitive substring of the name
 * - `chains`: wallets supporting at least one of them
 * - `badge_type`: `certified` keeps certified wallets; `none` (or absent) filters nothing
 *
 * @example
 * ```ts
 * queryWallets(catalogue, { page: 1, entries: 40, search: 'lab' }).count // 5
 * ```
 */
export function queryWallets(
  catalogue: readonly ListedWallet[],
  query: WalletQuery,
): WalletQueryAnswer {
  const include = query.include?.length ? new Set(query.include) : undefined
  const exclude = new Set(query.exclude ?? [])
  const search = query.search?.trim().toLowerCase()
  const chains = query.chains?.length ? query.chains : undefined
  const matches = catalogue.filter(
    (wallet) =>
      (!include || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (!search || wallet.name.toLowerCase().includes(search)) &&
      (!chains || chains.some((chain) => wallet.chains.includes(chain))) &&
      (query.badge_type !== 'certified' || wallet.badge_type === 'certified'),
  )
  const start = (query.page - 1) * query.entries
  return { data: matches.slice(start, start + query.entries), count: matches.length }
}
