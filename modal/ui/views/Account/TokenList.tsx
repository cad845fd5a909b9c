import { observer } from 'mobx-react-lite'
import { formatMessage } from '../../../core/errors/catalogue'
import { formatBalance, formatNumber } from '../../../core/format/number'
import type { ChainState } from '../../../core/stores/chainState'
import { Button } from '../../components/Button/Button'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { Spinner } from '../../components/Spinner/Spinner'
import { useI18n } from '../../i18n/I18nProvider'
import type { ViewProps } from '../viewProps'

/**
 * The Tokens tab: the account's token balances from the store, each with its amount (3
 * decimals, truncated) and USD value. Loading, failed and empty are three states: a failure
 * shows SPEC §8 "Token Balance Unavailable" with a retry (and, when a retry is refused for
 * 30 s, when it will be allowed), never "No tokens yet" (issue 11 defect 5).
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
  const { failure, fetching } = portico.balances
  if (tokens.length === 0 && fetching) {
    return <Spinner label={t('account.loadingTokens')} />
  }
  if (tokens.length === 0 && failure) {
    const wait = Math.ceil(((failure.retryAt ?? 0) - portico.deps.clock.now()) / 1000)
    return (
      <EmptyState
        icon="warning"
        title={formatMessage('TOKEN_BALANCE_UNAVAILABLE')}
        {...(wait > 0 ? { description: formatMessage('EMAIL_THROTTLED', { seconds: wait }) } : {})}
        action={
          <Button
            variant="secondary"
            onClick={() => portico.balances.fetchTokenBalances({ forceUpdate: true })}
          >
            {t('common.retry')}
          </Button>
        }
      />
    )
  }
  if (tokens.length === 0) {
    return portico.ports.tokenBalances ? (
      <EmptyState title={t('account.noTokens')} description={t('account.noTokensHint')} />
    ) : (
      <EmptyState title={t('account.tokensUnavailable')} />
    )
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
