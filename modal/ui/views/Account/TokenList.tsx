import { observer } from 'mobx-react-lite'
import type { ChainState } from '../../../core/stores/chainState'
import { ListState } from '../../components/ListState/ListState'
import { SKELETON_ROWS, Skeleton } from '../../components/Skeleton/Skeleton'
import { TokenIcon } from '../../components/TokenIcon/TokenIcon'
import { useFormat } from '../../format/useFormat'
import { useI18n } from '../../i18n/I18nProvider'
import { useSecondsUntil } from '../shared/useSecondsUntil'
import type { ViewProps } from '../viewProps'

/**
 * The Tokens tab: the account's token balances from the store, one aligned row each: the
 * token's icon, its name over its symbol, and on the right its amount (3 decimals, truncated)
 * over its USD value, both in the visitor's locale with tabular digits. Loading, failed
 * ("Token Balance Unavailable", with a countdown to when a retry is allowed, then "Try
 * again") and empty ("No tokens yet") are told apart. It shows only where a token-balance
 * source exists (ui/visibility).
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
  const translator = useI18n()
  const { t } = translator
  const format = useFormat()
  const tokens = chain.account.tokenBalance
  const { balances } = portico
  // SPEC §4: a retry within 30 s of a failure is refused; say when it will be allowed.
  const wait = useSecondsUntil(portico.deps.clock, balances.failure?.retryAt)
  return (
    <ListState
      state={
        balances.fetching && tokens.length === 0
          ? 'loading'
          : balances.failure && tokens.length === 0
            ? 'failed'
            : 'loaded'
      }
      isEmpty={tokens.length === 0}
      loadingLabel={t('account.loadingTokens')}
      skeleton={<TokenSkeleton />}
      snackbar={portico.snackbar}
      failedTitle={translator.translateError('TOKEN_BALANCE_UNAVAILABLE')}
      failedHint={
        wait > 0 ? t('activity.retryAt', { seconds: wait }) : t('account.tokensFailedHint')
      }
      {...(wait > 0 ? {} : { onRetry: () => void balances.fetchTokenBalances() })}
      emptyTitle={t('account.noTokens')}
      emptyHint={t('account.noTokensHint')}
    >
      <ul className="portico-list portico-tokens" aria-label={t('account.tokensLabel')}>
        {tokens.map((token) => (
          <li key={`${token.chainId}:${token.address ?? 'native'}`} className="portico-token">
            <TokenIcon symbol={token.symbol} src={token.iconUrl} clock={portico.deps.clock} />
            <span className="portico-token__name">{token.name}</span>
            <span className="portico-token__amount">
              {format.amount(token.quantity.numeric, token.symbol)}
            </span>
            <span className="portico-token__symbol">{token.symbol}</span>
            {token.value !== undefined && (
              <span className="portico-token__value">{format.usd(token.value)}</span>
            )}
          </li>
        ))}
      </ul>
    </ListState>
  )
})

/** Token rows of the real rows' size: an icon, name over symbol, amount over value. */
function TokenSkeleton() {
  return (
    <ul className="portico-list portico-tokens">
      {SKELETON_ROWS.map((row) => (
        <li key={row} className="portico-token">
          <Skeleton shape="circle" className="portico-token__skeleton-icon" />
          <span className="portico-token__name">
            <Skeleton width="long" />
          </span>
          <span className="portico-token__amount">
            <Skeleton />
          </span>
          <span className="portico-token__symbol">
            <Skeleton width="short" />
          </span>
          <span className="portico-token__value">
            <Skeleton />
          </span>
        </li>
      ))}
    </ul>
  )
}
