import { observer } from 'mobx-react-lite'
import { sanitizeIconUrl } from '../../../connectors/eip6963/sanitizeIconUrl'
import { useFormat } from '../../../ui/format/useFormat'
import { useI18n } from '../../../ui/i18n/I18nProvider'
import type { SendStore } from '../sendStore'
import { usdOf } from '../units'

/**
 * The send form's token picker: the native token and the token balances as one radio group,
 * each with its icon, amount (3 decimals) and USD value.
 *
 * @example
 * ```tsx
 * <TokenPicker store={sendStoreFor(portico)} />
 * ```
 */
export const TokenPicker = observer(function TokenPicker({ store }: { store: SendStore }) {
  const { t } = useI18n()
  const format = useFormat()
  const selected = store.token?.key
  return (
    <div role="radiogroup" aria-label={t('send.tokenLabel')} className="portico-send__tokens">
      {store.tokens.map((token) => {
        const usd = usdOf(token.balance, token.price)
        const icon = sanitizeIconUrl(token.iconUrl)
        const amount = format.amount(token.balance, token.symbol)
        const value = usd === undefined ? undefined : format.usd(usd)
        return (
          // biome-ignore lint/a11y/useSemanticElements: a button styled as a card is the radio
          <button
            key={token.key}
            type="button"
            role="radio"
            aria-checked={token.key === selected}
            aria-label={value ? `${amount}, ${value}` : amount}
            className="portico-send__token"
            onClick={() => store.setToken(token.key)}
          >
            {icon ? (
              <img src={icon} alt="" width={24} height={24} />
            ) : (
              <span aria-hidden="true" className="portico-send__token-badge">
                {token.symbol.slice(0, 1)}
              </span>
            )}
            <span className="portico-send__token-symbol">{token.symbol}</span>
            <span className="portico-send__token-amount">{format.amount(token.balance)}</span>
            {value && <span className="portico-send__token-usd">{value}</span>}
          </button>
        )
      })}
    </div>
  )
})
