import { useEffect, useLayoutEffect, useMemo, useState } from 'react'
import type { Clock } from '../../../core/clock/clock'
import type { Logger } from '../../../core/deps'
import {
  type ListingSummary,
  ListingSummaryLoader,
} from '../../../core/services/walletListing/listingSummary'
import type { ViewServices } from '../viewProps'

/** What the connect view shows from the wallet listing: the count is undefined until known. */
export type ShownListingSummary = Omit<ListingSummary, 'count'> & { count: number | undefined }

const NOTHING_YET: ShownListingSummary = { featured: [], recommended: [], count: undefined }

/**
 * The featured and recommended wallets and the size of the listing, fetched when the connect view shows, or
 * at once when the button's press fetched them ahead (then they are in the view's first frame).
 * No listing service, or a failure, leaves the summary empty (nothing is invented).
 *
 * @example
 * ```ts
 * const { featured, count } = useListingSummary(services, portico.deps)
 * ```
 */
export function useListingSummary(
  services: ViewServices,
  deps: { clock: Clock; logger: Logger },
): ShownListingSummary {
  const { walletListing, listingSummary } = services
  const { clock, logger } = deps
  // Services given without a loader (a test's, say) still get the summary, fetched on show.
  const loader = useMemo(
    () =>
      listingSummary ??
      (walletListing ? new ListingSummaryLoader(walletListing, clock) : undefined),
    [listingSummary, walletListing, clock],
  )
  const [summary, setSummary] = useState<ShownListingSummary>(() => loader?.ready ?? NOTHING_YET)
  // A layout effect: when open() reveals the view the closed modal held prepared (rendered
  // before the press), a summary the press fetched is set before that first frame paints.
  useLayoutEffect(() => {
    const ready = loader?.ready
    if (ready) setSummary(ready)
  }, [loader])
  // Otherwise the request starts after the paint, out of the open's frame.
  useEffect(() => {
    if (!loader || loader.ready) return
    const controller = new AbortController()
    const { signal } = controller
    loader.load(signal).then(
      (loaded) => {
        if (!signal.aborted) setSummary(loaded)
      },
      (error: unknown) => {
        if (!signal.aborted) logger.warn('wallet listing failed', error)
      },
    )
    return () => controller.abort()
  }, [loader, logger])
  return summary
}
