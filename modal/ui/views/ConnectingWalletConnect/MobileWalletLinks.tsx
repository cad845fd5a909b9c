import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { WalletListing } from '../../../core/services/walletListing/types'
import { safeDeepLink } from '../../../core/validation/deepLinkPolicy'
import { WalletImage } from '../../components/WalletImage/WalletImage'
import { useI18n } from '../../i18n/I18nProvider'
import type { ViewProps } from '../viewProps'
import { walletDeepLink } from './pairingSource'

/** How many wallet apps the phone list offers (featured first, then the listing's order). */
export const MOBILE_WALLET_LINKS = 6

/** Props of {@link MobileWalletLinks}. */
export interface MobileWalletLinksProps extends ViewProps {
  /** The pairing URI each link hands to its wallet app. */
  uri: string
  /** Keeps the tapped wallet as the deep-link choice (SPEC §3). */
  onChoose: (choice: { href: string; name: string }) => void
}

/**
 * On a phone, pairing "with any wallet" cannot be a QR code the same phone scans: the listing's
 * wallet apps are offered as links that open the app with the pairing URI. Only wallets whose
 * `mobile_link` passes the URL policy are listed.
 *
 * @example
 * ```tsx
 * <MobileWalletLinks portico={portico} services={services} uri={uri} onChoose={remember} />
 * ```
 */
export const MobileWalletLinks = observer(function MobileWalletLinks(
  props: MobileWalletLinksProps,
) {
  const { t } = useI18n()
  const wallets = usePhoneWallets(props)
  if (wallets.length === 0) return null
  return (
    <ul className="portico-list portico-mobile-wallets" aria-label={t('connecting.walletApps')}>
      {wallets.map(({ wallet, link }) => (
        <li key={wallet.id}>
          <a
            className="portico-wallet-item portico-wallet-item--list"
            href={walletDeepLink(link, props.uri)}
            onClick={() => props.onChoose({ href: link, name: wallet.name })}
          >
            <WalletImage
              name={wallet.name}
              src={
                wallet.image_url ??
                (wallet.image_id
                  ? props.services.walletListing?.walletImageUrl(wallet.image_id)
                  : undefined)
              }
              clock={props.portico.deps.clock}
              size={40}
              decorative
            />
            <span className="portico-wallet-item__name">{wallet.name}</span>
          </a>
        </li>
      ))}
    </ul>
  )
})

/** The featured wallets, then the listing's first page, that have a safe app link. */
function usePhoneWallets({ services, portico }: ViewProps) {
  const listing = services.walletListing
  const [wallets, setWallets] = useState<{ wallet: WalletListing; link: string }[]>([])
  useEffect(() => {
    if (!listing) return
    const controller = new AbortController()
    const { signal } = controller
    Promise.all([listing.fetchFeaturedWallets(signal), listing.fetchWallets({ page: 1, signal })])
      .then(([featured, page]) => {
        if (signal.aborted) return
        const withLinks = [...featured, ...page.data].flatMap((wallet) => {
          const link = safeDeepLink(wallet.mobile_link)
          return link ? [{ wallet, link }] : []
        })
        setWallets(withLinks.slice(0, MOBILE_WALLET_LINKS))
      })
      .catch((error: unknown) => {
        if (!signal.aborted) portico.deps.logger.warn('wallet listing failed', error)
      })
    return () => controller.abort()
  }, [listing, portico])
  return wallets
}
