import { observer } from 'mobx-react-lite'
import { formatBalance, formatNumber } from '../../../core/format/number'
import type { ChainState } from '../../../core/stores/chainState'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { Spinner } from '../../components/Spinner/Spinner'
import { useI18n } from '../../i18n/I18nProvider'
import type { ViewProps } from '../viewProps'

/**
 * The Tokens tab: the account's token balances from the store, each with its amount (3
 * decimals, truncated) and USD value; "No tokens yet" when there are none. It shows only
 * where a token-balance source exists (ui/visibility).
 *
 * @example
 * ```tsx
 * <TokenList portico={portico} services={services} chain={chain} />
 * ```
 */
export const TokenList = observer(function TokenList({
  portico,
  chain,
}: ViewProps & { chain: ChainState }) {
  const { t } = useI18n()
  const tokens = chain.account.tokenBalance
  if (tokens.length === 0 && portico.balances.fetching) {
    return <Spinner label={t('account.loadingTokens')} />
  }
  if (tokens.length === 0) {
    return <EmptyState title={t('account.noTokens')} description={t('account.noTokensHint')} />
  }
  return (
    <ul className="portico-list portico-tokens" aria-label={t('account.tokensLabel')}>
      {tokens.map((token) => (
        <li key={`${token.chainId}:${token.address ?? 'native'}`} className="portico-token">
          <span className="portico-token__name">{token.name}</span>
          <span className="portico-token__amount">
            {formatBalance(token.quantity.numeric, token.symbol)}
          </span>
          {token.value !== undefined && (
            <span className="portico-token__value">
              {t('account.usdValue', { value: formatNumber(token.value) })}
            </span>
          )}
        </li>
      ))}
    </ul>
  )
})
