import { observer } from 'mobx-react-lite'
import { ListState } from '../../ui/components/ListState/ListState'
import { SKELETON_ROWS, Skeleton } from '../../ui/components/Skeleton/Skeleton'
import { useI18n } from '../../ui/i18n/I18nProvider'
import { useLoadForAccount } from '../../ui/views/shared/useLoadForAccount'
import type { ViewProps } from '../../ui/views/viewProps'
import { nftsStoreFor } from './nftsStore'

/**
 * The NFTs tab: a grid of the held NFTs' previews with their names (spam hidden), with
 * loading, empty and failed told apart.
 *
 * @example
 * ```tsx
 * const NftsTab = lazy(() => import('../../features/nfts/NftsTab'))
 * ```
 */
const NftsTab = observer(function NftsTab({ portico }: Pick<ViewProps, 'portico'>) {
  const translator = useI18n()
  const { t } = translator
  const store = nftsStoreFor(portico)
  useLoadForAccount(portico, () => store.load({ force: true }))
  return (
    <ListState
      state={store.state}
      isEmpty={store.nfts.length === 0}
      loadingLabel={t('nfts.loading')}
      skeleton={<NftsSkeleton />}
      snackbar={portico.snackbar}
      failedTitle={translator.translateError('FAILED_TO_FETCH_TRANSACTIONS')}
      onRetry={() => void store.load({ force: true })}
      emptyTitle={t('account.noNfts')}
      emptyHint={t('nfts.emptyHint')}
    >
      <ul className="portico-nfts" aria-label={t('nfts.listLabel')}>
        {store.nfts.map((nft) => (
          <li key={`${nft.name}:${nft.previewUrl ?? ''}`} className="portico-nfts__item">
            {nft.previewUrl ? (
              <img
                src={nft.previewUrl}
                alt={t('nfts.preview', { name: nft.name })}
                width={96}
                height={96}
              />
            ) : (
              <span className="portico-nfts__placeholder" aria-hidden="true" />
            )}
            <span className="portico-nfts__name">{nft.name}</span>
          </li>
        ))}
      </ul>
    </ListState>
  )
})

/** Tiles of the real tiles' size: a square preview over a one-line name. */
function NftsSkeleton() {
  return (
    <ul className="portico-nfts">
      {[...SKELETON_ROWS, 5].map((tile) => (
        <li key={tile} className="portico-nfts__item">
          <Skeleton shape="box" className="portico-nfts__placeholder" />
          <span className="portico-nfts__name">
            <Skeleton width="long" />
          </span>
        </li>
      ))}
    </ul>
  )
}

export default NftsTab
