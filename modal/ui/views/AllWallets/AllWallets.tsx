import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useState } from 'react'
import type { WalletListingClient } from '../../../core/services/walletListing/client'
import { Button } from '../../components/Button/Button'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { Icon } from '../../components/Icon/Icon'
import { IconButton } from '../../components/IconButton/IconButton'
import { Spinner } from '../../components/Spinner/Spinner'
import { TextInput } from '../../components/TextInput/TextInput'
import { VirtualWalletGrid } from '../../components/VirtualWalletGrid/VirtualWalletGrid'
import type { WalletGridEntry } from '../../components/VirtualWalletGrid/walletGridEntry'
import { useI18n } from '../../i18n/I18nProvider'
import { goTo } from '../shared/navigation'
import { chooseWallet, shownWallet } from '../shared/wallets'
import type { ViewProps } from '../viewProps'
import { AllWalletsModel } from './allWalletsModel'

/**
 * The AllWallets view: the wallet listing in a virtual grid, 40 more per page as the visitor
 * scrolls, a search box, "Installed" badges for wallets found in this browser. Choosing a
 * wallet opens ConnectingExternal when it is installed, ConnectingWalletConnect otherwise (on a
 * phone, that view opens the wallet app by deep link; a QR button beside the search leads to
 * the code for a wallet on another device).
 *
 * @example
 * ```tsx
 * <AllWallets portico={portico} services={{ walletListing }} />
 * ```
 */
export const AllWallets = observer(function AllWallets(props: ViewProps) {
  const listing = props.services.walletListing
  // Without a wallet listing the view never shows (ui/visibility); nothing to list here.
  if (!listing) return null
  return <WalletBrowser {...props} listing={listing} />
})

const WalletBrowser = observer(function WalletBrowser({
  portico,
  listing,
}: ViewProps & { listing: WalletListingClient }) {
  const { t } = useI18n()
  const [model] = useState(() => new AllWalletsModel(listing, portico.deps.logger))
  useEffect(() => {
    void model.loadNextPage()
    return () => model.dispose()
  }, [model])

  const shown = model.shown
  const recentWallets = portico.connectors.recentWallets
  const installedList = portico.connectors.visible
  // One entries array per change of the list (a page, a search answer, a wallet installed),
  // not per render: the grid's memoised rows compare it by identity while scrolling.
  // biome-ignore lint/correctness/useExhaustiveDependencies: installedList and recentWallets are the observable inputs of shownWallet.
  const entries: WalletGridEntry[] = useMemo(() => {
    const recent = new Set(recentWallets.map((w) => w.id))
    return shown.map((wallet) => {
      const image =
        wallet.image_url ?? (wallet.image_id ? listing.walletImageUrl(wallet.image_id) : undefined)
      return {
        id: wallet.id,
        ...shownWallet(portico, wallet, image),
        recent: recent.has(wallet.id),
      }
    })
  }, [shown, recentWallets, installedList, listing, portico])
  const byId = useMemo(() => new Map(shown.map((wallet) => [wallet.id, wallet])), [shown])
  const searching = model.results !== undefined
  const qr = portico.options.platform.device === 'mobile' && portico.ports.pairing !== undefined

  return (
    <div className="portico-view portico-all-wallets">
      {/* The search state shows where the eye is: a magnifier in the field that turns into a
          spinner while the (padded) search runs; it never moves the grid below. */}
      <div className={`portico-all-wallets__search${qr ? ' portico-all-wallets__search--qr' : ''}`}>
        <TextInput
          type="search"
          label={t('allWallets.search')}
          hideLabel
          placeholder={t('allWallets.search')}
          value={model.query}
          onChange={(query) => void model.search(query)}
        />
        <span className="portico-all-wallets__search-state">
          {model.searching ? (
            <Spinner label={t('allWallets.searching')} size="small" />
          ) : (
            <Icon name="search" size={16} />
          )}
        </span>
        {/* On a phone the list's wallets open by deep link; the QR code (a wallet on another
            device) stays one tap away. */}
        {qr && (
          <IconButton
            icon="qr"
            label={t('allWallets.scanQr')}
            className="portico-all-wallets__qr"
            onClick={() => goTo(portico, 'ConnectingWalletConnectBasic', { qr: true })}
          />
        )}
      </div>
      {searching && !model.searching && (
        <p role="status" className="portico-visually-hidden">
          {t('allWallets.resultCount', { count: entries.length })}
        </p>
      )}
      {/* One fixed-height body for grid, empty state, failure and loading: no jump between them. */}
      <div className="portico-all-wallets__body">
        {model.failed && model.wallets.length === 0 && !searching ? (
          <div role="alert">
            <EmptyState
              icon="warning"
              title={t('allWallets.loadFailed')}
              action={
                <Button variant="secondary" onClick={() => void model.retry()}>
                  {t('common.retry')}
                </Button>
              }
            />
          </div>
        ) : entries.length === 0 && (searching || !model.loadingPage) && !model.searching ? (
          <EmptyState
            title={t('allWallets.noResults')}
            description={t('allWallets.noResultsHint')}
          />
        ) : entries.length === 0 ? (
          <div className="portico-all-wallets__loading">
            <Spinner />
          </div>
        ) : (
          <VirtualWalletGrid
            label={t('allWallets.listLabel')}
            wallets={entries}
            clock={portico.deps.clock}
            hasMore={!searching && model.hasMore}
            {...(!searching && model.count !== undefined ? { totalCount: model.count } : {})}
            onEndReached={searching ? undefined : () => void model.loadNextPage()}
            onSelect={(entry) => {
              const wallet = byId.get(entry.id)
              if (wallet) chooseWallet(portico, wallet)
            }}
          />
        )}
      </div>
    </div>
  )
})

export default AllWallets
