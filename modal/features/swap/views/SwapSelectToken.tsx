import { observer } from 'mobx-react-lite'
import { formatBalance } from '../../../core/format/number'
import { EmptyState } from '../../../ui/components/EmptyState/EmptyState'
import { TextInput } from '../../../ui/components/TextInput/TextInput'
import { useI18n } from '../../../ui/i18n/I18nProvider'
import type { ViewProps } from '../../../ui/views/viewProps'
import type { SwapAsset } from '../swapTokens'
import { swapCss } from './swap.css'
import { swapStoreFor } from './swapInstance'

/**
 * The token picker of the swap (SPEC §4): a search, the visitor's tokens, then the popular
 * tokens they do not hold (SPEC §9 order; none is listed twice). Picking a token fills the side being chosen and goes back.
 *
 * @example
 * ```tsx
 * const SwapSelectToken = lazy(() => import('../../features/swap/views/SwapSelectToken'))
 * ```
 */
const SwapSelectToken = observer(function SwapSelectToken({ portico }: ViewProps) {
  const { t } = useI18n()
  const swap = swapStoreFor(portico)
  const choose = (token: SwapAsset) => {
    swap.setToken(swap.selecting, token)
    portico.router.goBack()
  }
  const list = (title: string, tokens: SwapAsset[]) =>
    tokens.length > 0 && (
      <>
        <h3 className="portico-swap__heading">{title}</h3>
        <ul className="portico-list" aria-label={title}>
          {tokens.map((token) => (
            <li key={token.address}>
              <button type="button" className="portico-swap__token" onClick={() => choose(token)}>
                {token.logoUri && <img src={token.logoUri} alt="" />}
                <span>{token.symbol}</span>
                <span>{formatBalance(token.quantity)}</span>
              </button>
            </li>
          ))}
        </ul>
      </>
    )
  return (
    <section className="portico-view portico-swap">
      <style>{swapCss}</style>
      <TextInput
        label={t('swap.searchLabel')}
        type="search"
        value={swap.searchQuery}
        onChange={swap.setSearchQuery}
        hideLabel
        placeholder={t('swap.searchLabel')}
        autoComplete="off"
      />
      {list(t('swap.yourTokens'), swap.myTokens)}
      {list(t('swap.popularTokens'), swap.otherTokens)}
      {swap.popularTokens.length === 0 && <EmptyState title={t('swap.noTokensFound')} />}
    </section>
  )
})

export default SwapSelectToken
