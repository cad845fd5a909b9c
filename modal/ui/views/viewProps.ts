import type { Portico } from '../../core/createPortico'
import type { WalletListingClient } from '../../core/services/walletListing/client'
import type { ListingSummaryLoader } from '../../core/services/walletListing/listingSummary'

/**
 * Services a view uses that the root store does not (yet) own. The wallet listing lives here
 * until the core exposes it on the root store; without it the views that list wallets say the
 * listing is not available rather than inventing wallets.
 */
export interface ViewServices {
  walletListing?: WalletListingClient
  /** The Connect view's summary of the listing, maybe fetched ahead (on the button's press). */
  listingSummary?: ListingSummaryLoader
}

/**
 * What every view receives from `ModalRoot`: the root store and the services. Views read state
 * and call actions; they keep no business state of their own (ARCHITECTURE rule 7).
 *
 * @example
 * ```tsx
 * export const Networks = observer(function Networks({ portico }: ViewProps) { … })
 * ```
 */
export interface ViewProps {
  portico: Portico
  services: ViewServices
}
