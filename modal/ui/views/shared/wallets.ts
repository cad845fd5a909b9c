import { WALLETCONNECT_CONNECTOR_ID } from '../../../connectors/walletconnect/connectorId'
import type { ChainNamespace } from '../../../core/caip/types'
import type { Portico } from '../../../core/createPortico'
import type { RecentWallet } from '../../../core/storage/storageSchema'
import type { ConnectorEntry } from '../../../core/stores/connectorTypes'
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

/** The namespace to connect an entry on: the active one when it offers it, else its first. */
/**
 * Opens the view that connects through `entry`: WalletConnect pairs by QR code
 * (ConnectingWalletConnectBasic); every other connector asks its wallet (ConnectingExternal).
 */
export function chooseConnector(portico: Portico, entry: ConnectorEntry): void {
  if (entry.connectors.some((connector) => connector.id === WALLETCONNECT_CONNECTOR_ID)) {
    goTo(portico, 'ConnectingWalletConnectBasic')
  } else {
    goTo(portico, 'ConnectingExternal', { connector: entry })
  }
}

export function namespaceFor(portico: Portico, entry: ConnectorEntry): ChainNamespace | undefined {
  const active = portico.chains.activeNamespace
  return active && entry.chains.includes(active) ? active : entry.chains[0]
}
