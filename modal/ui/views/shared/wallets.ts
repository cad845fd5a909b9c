import { INJECTED_CONNECTOR_ID } from '../../../connectors/injected/injectedConnector'
import { WALLETCONNECT_CONNECTOR_ID } from '../../../connectors/walletconnect/connectorId'
import type { ChainNamespace } from '../../../core/caip/types'
import type { Portico } from '../../../core/createPortico'
import type { RecentWallet } from '../../../core/storage/storageSchema'
import type { ConnectorEntry } from '../../../core/stores/connectorTypes'
import type { ViewServices } from '../viewProps'
import { goTo } from './navigation'

/** A wallet as the views handle it: a listing entry, a recent wallet or a custom wallet. */
export interface WalletRef {
  id: string
  name: string
  rdns?: string | null | undefined
  image_url?: string | undefined
  image_id?: string | undefined
  /** The wallet app's universal link or custom scheme (listing entries have one). */
  mobile_link?: string | null | undefined
}

/**
 * The drawn mark a built-in option shows instead of an image: WalletConnect pairing, and the
 * nameless legacy browser wallet when it brings no icon of its own. Undefined for real wallets.
 *
 * @example
 * ```ts
 * builtInMarkOf({ connectors: [{ id: 'walletConnect' }] }) // 'walletconnect'
 * ```
 */
export function builtInMarkOf(
  entry: Pick<ConnectorEntry, 'connectors' | 'imageUrl' | 'imageId'>,
): 'walletconnect' | 'browser' | undefined {
  const ids = entry.connectors.map((connector) => connector.id)
  if (ids.includes(WALLETCONNECT_CONNECTOR_ID)) return 'walletconnect'
  if (ids.includes(INJECTED_CONNECTOR_ID) && !entry.imageUrl && !entry.imageId) return 'browser'
  return undefined
}

/** True when the entry is a wallet found in this browser (injected or announced). */
export function isInstalledEntry(entry: ConnectorEntry): boolean {
  return entry.connectors.some((c) => c.type === 'INJECTED' || c.type === 'ANNOUNCED')
}

/**
 * The installed connector that is this wallet: same rdns, same explorer id, or same name.
 *
 * @example
 * ```ts
 * installedConnectorFor(portico, { id: 'c57ca95b', name: 'MetaMask', rdns: 'io.metamask' })
 * ```
 */
export function installedConnectorFor(
  portico: Portico,
  wallet: WalletRef,
): ConnectorEntry | undefined {
  const rdns = wallet.rdns?.toLowerCase()
  return portico.connectors.visible.find(
    (entry) =>
      isInstalledEntry(entry) &&
      ((rdns !== undefined && entry.info?.rdns?.toLowerCase() === rdns) ||
        entry.explorerId === wallet.id ||
        entry.name === wallet.name),
  )
}

/** How a listed wallet is shown: one name and one image per wallet across views. */
export interface ShownWallet {
  name: string
  imageSrc?: string
  installed: boolean
}

/**
 * The one-name rule: a listed wallet that is installed in this browser (matched by rdns,
 * explorer id or name) is shown under the name and icon it announces itself, exactly as the
 * Connect view lists it; any other wallet under the listing's name and image.
 *
 * @example
 * ```ts
 * shownWallet(portico, { id: 'a1', name: 'Lab Alpha', rdns: 'io.alpha' }, imageUrl)
 * // { name: 'Alpha Wallet', imageSrc: 'data:image/svg+xml,…', installed: true }
 * ```
 */
export function shownWallet(
  portico: Portico,
  wallet: WalletRef & { installed?: boolean | undefined },
  listingImage: string | undefined,
): ShownWallet {
  const connector = installedConnectorFor(portico, wallet)
  const imageSrc = connector?.imageUrl || listingImage
  return {
    name: connector?.name ?? wallet.name,
    ...(imageSrc ? { imageSrc } : {}),
    installed: wallet.installed === true || connector !== undefined,
  }
}

/** The wallet as stored in the recent list (SPEC §3: at most 2). */
export function toRecentWallet(wallet: WalletRef, installed: boolean): RecentWallet {
  const recent: RecentWallet = { id: wallet.id, name: wallet.name, installed }
  if (wallet.rdns) recent.rdns = wallet.rdns
  if (wallet.image_url) recent.image_url = wallet.image_url
  if (wallet.image_id) recent.image_id = wallet.image_id
  return recent
}

/**
 * Opens the connecting view for a chosen wallet: ConnectingExternal for a wallet installed or
 * announced in this browser, ConnectingWalletConnect (pairing) otherwise.
 *
 * @example
 * ```ts
 * chooseWallet(portico, listing)
 * ```
 */
export function chooseWallet(portico: Portico, wallet: WalletRef): void {
  const connector = installedConnectorFor(portico, wallet)
  if (connector) goTo(portico, 'ConnectingExternal', { connector })
  else {
    // The deep link rides along with the route, not into storage.
    const chosen = {
      ...toRecentWallet(wallet, false),
      mobile_link: wallet.mobile_link ?? undefined,
    }
    goTo(portico, 'ConnectingWalletConnect', { wallet: chosen })
  }
}

/**
 * Opens the view that connects through `entry`: WalletConnect pairs by QR code
 * (ConnectingWalletConnectBasic), but on a phone it lists the wallet apps to open by deep link
 * (AllWallets, SPEC §2) when `allWallets` says that view is on; every other connector asks its
 * wallet (ConnectingExternal).
 *
 * @example
 * ```ts
 * chooseConnector(portico, entry, showsAllWallets(portico, services))
 * ```
 */
export function chooseConnector(portico: Portico, entry: ConnectorEntry, allWallets = false): void {
  if (entry.connectors.some((connector) => connector.id === WALLETCONNECT_CONNECTOR_ID)) {
    const phone = portico.options.platform.device === 'mobile'
    goTo(portico, phone && allWallets ? 'AllWallets' : 'ConnectingWalletConnectBasic')
  } else {
    goTo(portico, 'ConnectingExternal', { connector: entry })
  }
}

/**
 * True when the AllWallets view can show: a wallet listing, the feature on, and the
 * `allWallets` option (`SHOW`, or `ONLY_MOBILE` on a phone).
 *
 * @example
 * ```ts
 * showsAllWallets(portico, services) // true with the defaults
 * ```
 */
export function showsAllWallets(portico: Portico, services: ViewServices): boolean {
  const option = portico.options.allWallets
  const device = portico.options.platform.device
  return (
    services.walletListing !== undefined &&
    portico.features.allWallets &&
    (option === 'SHOW' || (option === 'ONLY_MOBILE' && device === 'mobile'))
  )
}

/** The namespace to connect an entry on: the active one when it offers it, else its first. */
export function namespaceFor(portico: Portico, entry: ConnectorEntry): ChainNamespace | undefined {
  const active = portico.chains.activeNamespace
  return active && entry.chains.includes(active) ? active : entry.chains[0]
}
