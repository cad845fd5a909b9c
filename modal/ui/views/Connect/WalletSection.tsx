import { observer } from 'mobx-react-lite'
import { lazy, type ReactNode, Suspense } from 'react'
import { WALLET_LISTING_LIMITS } from '../../../core/services/walletListing/types'
import type { ConnectorEntry } from '../../../core/stores/connectorTypes'
import { AUTH_CONNECTOR_ID } from '../../../core/stores/connectorTypes'
import { safeLinkUrl } from '../../../core/validation/urlPolicy'
import { Button } from '../../components/Button/Button'
import { BrowserWalletMark } from '../../components/Icon/BrowserWalletMark'
import { WalletConnectMark } from '../../components/WalletConnectMark/WalletConnectMark'
import { WalletListItem } from '../../components/WalletListItem/WalletListItem'
import { useI18n } from '../../i18n/I18nProvider'
import { goTo } from '../shared/navigation'
import {
  builtInMarkOf,
  chooseConnector,
  chooseWallet,
  installedConnectorFor,
  isInstalledEntry,
  showsAllWallets,
  type WalletRef,
} from '../shared/wallets'
import type { ViewProps } from '../viewProps'
import { MethodSection } from './MethodSection'
import { useListingSummary } from './useListingSummary'

// Only a visitor with nothing to connect with meets "Get a wallet": it loads when shown.
const GetWallet = lazy(() => import('./GetWallet'))

/** Props of {@link WalletSection}. */
export interface WalletSectionProps extends ViewProps {
  /** True until the legal checkbox is ticked (when that feature is on). */
  blocked: boolean
}

/**
 * The wallet method of the connect view: installed and announced wallets first (badge
 * "Installed"), then the recent wallets (2), the featured and custom wallets, the other
 * connectors, the recommended wallets (the featured places up to 4 the host left free: all 4
 * when it names none), and "All wallets" with the listing's count. With nothing to connect with, "Get a
 * wallet" (the host's custom wallets or well-known ones, with their sites) instead.
 *
 * @example
 * ```tsx
 * <WalletSection portico={portico} services={services} blocked={false} />
 * ```
 */
export const WalletSection = observer(function WalletSection(props: WalletSectionProps) {
  const { portico, services, blocked } = props
  const { t } = useI18n()
  const { featured, recommended, count } = useListingSummary(services, portico.deps)
  const clock = portico.deps.clock
  const allWallets = showsAllWallets(portico, services)
  const imageOf = (url: string | undefined, imageId: string | undefined) =>
    url ?? (imageId ? services.walletListing?.walletImageUrl(imageId) : undefined)

  const entries = portico.connectors.visible.filter(
    (entry) => entry.type !== 'AUTH' && entry.id !== AUTH_CONNECTOR_ID,
  )
  const installed = entries.filter(isInstalledEntry)
  const others = entries.filter((entry) => !isInstalledEntry(entry))
  const recentIds = new Set(portico.connectors.visibleRecentWallets.map((w) => w.id))
  const shown = new Set<string>()
  const items: ReactNode[] = []

  const connectorItem = (entry: ConnectorEntry, isInstalled: boolean) => {
    shown.add(entry.name)
    const mark = builtInMarkOf(entry)
    items.push(
      <li key={`connector:${entry.id}`}>
        <WalletListItem
          name={entry.name}
          imageSrc={imageOf(entry.imageUrl, entry.imageId)}
          image={
            mark === 'walletconnect' ? (
              <WalletConnectMark />
            ) : mark === 'browser' ? (
              <BrowserWalletMark />
            ) : undefined
          }
          clock={clock}
          installed={isInstalled}
          recent={recentIds.has(entry.explorerId ?? entry.id)}
          disabled={blocked}
          onSelect={() => chooseConnector(portico, entry, allWallets)}
        />
      </li>,
    )
  }
  const walletItem = (key: string, wallet: WalletRef, recent: boolean) => {
    if (shown.has(wallet.name) || installedConnectorFor(portico, wallet)) return
    shown.add(wallet.name)
    items.push(
      <li key={key}>
        <WalletListItem
          name={wallet.name}
          imageSrc={imageOf(wallet.image_url, wallet.image_id)}
          clock={clock}
          recent={recent}
          disabled={blocked}
          onSelect={() => chooseWallet(portico, wallet)}
        />
      </li>,
    )
  }

  for (const entry of installed) connectorItem(entry, true)
  for (const wallet of portico.connectors.visibleRecentWallets)
    walletItem(`recent:${wallet.id}`, wallet, true)
  for (const wallet of featured) walletItem(`featured:${wallet.id}`, wallet, false)
  // A custom wallet not in this browser connects by pairing; without it, it is one to get.
  const canPair = portico.ports.pairing !== undefined
  for (const custom of canPair ? (portico.options.customWallets ?? []) : []) {
    walletItem(
      `custom:${custom.id}`,
      { id: custom.id, name: custom.name, image_url: custom.imageUrl },
      false,
    )
  }
  for (const entry of others) if (!shown.has(entry.name)) connectorItem(entry, false)
  // Last, as AppKit lists them: the recommended wallets in the featured places left free. One
  // not in this browser connects by pairing only: without it, it is not offered (AppKit too).
  const freePlaces = Math.max(0, WALLET_LISTING_LIMITS.featuredDefault - featured.length)
  // They wait for this browser's own wallets to be found (every adapter loaded): listed before
  // its extension announced itself, a recommended wallet the visitor has would pair by QR code.
  const { adapters } = portico
  const discovered = adapters.namespaces.every((namespace) => adapters.loaded.has(namespace))
  for (const wallet of canPair && discovered ? recommended.slice(0, freePlaces) : []) {
    walletItem(`recommended:${wallet.id}`, wallet, false)
  }

  // Nothing to connect with (no wallet here, no pairing, no listing): not a dead end. Without
  // pairing, the host's custom wallets are wallets to get (their sites), under the list.
  const nothingHere = items.length === 0 && !allWallets
  const getWallet = (nothingHere || (!canPair && hasCustomSite(portico))) && (
    <Suspense key="get-wallet" fallback={null}>
      <GetWallet portico={portico} nothingHere={nothingHere} />
    </Suspense>
  )
  if (nothingHere) return getWallet
  return (
    <>
      <MethodSection title={t('connect.walletHeading')}>
        {items.length > 0 ? (
          <ul className="portico-list">{items}</ul>
        ) : (
          <p className="portico-connect__note">{t('connect.noWalletsHere')}</p>
        )}
        {allWallets && (
          <Button
            variant="secondary"
            fullWidth
            disabled={blocked}
            onClick={() => goTo(portico, 'AllWallets')}
          >
            {t('connect.allWallets')}
            {count !== undefined && (
              <span className="portico-badge portico-connect__count">
                {' '}
                {t('connect.walletCount', { count })}
              </span>
            )}
          </Button>
        )}
      </MethodSection>
      {getWallet}
    </>
  )
})

/** True when a custom wallet of the host has a site to get it from. */
function hasCustomSite(portico: WalletSectionProps['portico']): boolean {
  return (portico.options.customWallets ?? []).some((w) => safeLinkUrl(w.homepage) !== undefined)
}
