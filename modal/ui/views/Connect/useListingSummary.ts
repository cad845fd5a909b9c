import { useEffect, useState } from 'react'
import type { Logger } from '../../../core/deps'
import type { WalletListingClient } from '../../../core/services/walletListing/client'
import type { WalletListing } from '../../../core/services/walletListing/types'

/** What the connect view shows from the wallet listing. */
export interface ListingSummary {
  /** The host's featured wallets, in the configured order. */
  featured: WalletListing[]
  /** How many wallets "All wallets" lists; undefined until known. */
  count: number | undefined
}

/**
 * Fetches, when the connect view shows, the featured wallets and the size of the listing.
 * No listing service, or a failure, leaves the summary empty (nothing is invented).
 *
 * @example
 * ```ts
 * const { featured, count } = useListingSummary(services.walletListing, portico.deps.logger)
 * ```
 */
export function useListingSummary(
  listing: WalletListingClient | undefined,
  logger: Logger,
): ListingSummary {
  const [summary, setSummary] = useState<ListingSummary>({ featured: [], count: undefined })
  useEffect(() => {
    if (!listing) return
    const controller = new AbortController()
    const { signal } = controller
    Promise.all([
      listing.fetchFeaturedWallets(signal),
      listing.fetchRecommendedWallets({ signal }),
    ]).then(
      ([featured, page]) => {
        if (!signal.aborted) setSummary({ featured, count: page.count + featured.length })
      },
      (error: unknown) => {
        if (!signal.aborted) logger.warn('wallet listing failed', error)
      },
    )
    return () => controller.abort()
  }, [listing, logger])
  return summary
}
