import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { WalletListingClient } from '../../../core/services/walletListing/client'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { Spinner } from '../../components/Spinner/Spinner'
import { TextInput } from '../../components/TextInput/TextInput'
import { VirtualWalletGrid } from '../../components/VirtualWalletGrid/VirtualWalletGrid'
import type { WalletGridEntry } from '../../components/VirtualWalletGrid/walletGridEntry'
import { useI18n } from '../../i18n/I18nProvider'
import { chooseWallet, installedConnectorFor } from '../shared/wallets'
import type { ViewProps } from '../viewProps'
import { AllWalletsModel } from './allWalletsModel'

/**
 * The AllWallets view: the wallet listing in a virtual grid, 40 more per page as the visitor
 * scrolls, a search box, "Installed" badges for wallets found in this browser. Choosing a
 * wallet opens ConnectingExternal when it is installed, ConnectingWalletConnect otherwise.
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

  const recent = new Set(portico.connectors.recentWallets.map((w) => w.id))
  const entries: WalletGridEntry[] = model.shown.map((wallet) => {
    const imageSrc =
      wallet.image_url ?? (wallet.image_id ? listing.walletImageUrl(wallet.image_id) : undefined)
    return {
      id: wallet.id,
      name: wallet.name,
      ...(imageSrc ? { imageSrc } : {}),
      installed: wallet.installed === true || installedConnectorFor(portico, wallet) !== undefined,
      recent: recent.has(wallet.id),
    }
  })
  const byId = new Map(model.shown.map((wallet) => [wallet.id, wallet]))
  const searching = model.results !== undefined

  return (
    <div className="portico-view portico-all-wallets">
      <TextInput
        type="search"
        label={t('allWallets.search')}
        hideLabel
        placeholder={t('allWallets.search')}
        value={model.query}
        onChange={(query) => void model.search(query)}
      />
      {model.searching && <Spinner label={t('allWallets.searching')} size="small" />}
      {searching && !model.searching && (
        <p role="status" className="portico-visually-hidden">
          {t('allWallets.resultCount', { count: entries.length })}
        </p>
      )}
      {model.failed && model.wallets.length === 0 && !searching ? (
        <p role="alert">{t('allWallets.loadFailed')}</p>
      ) : entries.length === 0 && (searching || !model.loadingPage) && !model.searching ? (
        <EmptyState title={t('allWallets.noResults')} description={t('allWallets.noResultsHint')} />
      ) : entries.length === 0 ? (
        <Spinner />
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
  )
})

export default AllWallets
