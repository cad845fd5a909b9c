import { observer } from 'mobx-react-lite'
import { Button } from '../../../ui/components/Button/Button'
import { useI18n } from '../../../ui/i18n/I18nProvider'
import type { SwapAsset } from '../swapTokens'

/**
 * The token of one side of the swap form: its symbol, or "Select token"; opens the picker.
 *
 * @example
 * ```tsx
 * <TokenButton token={swap.sourceToken} side="source" onPick={() => pick('source')} />
 * ```
 */
export const TokenButton = observer(function TokenButton({
  token,
  side,
  onPick,
}: {
  token: SwapAsset | undefined
  side: 'source' | 'destination'
  onPick: () => void
}) {
  const { t } = useI18n()
  return (
    <Button
      variant="secondary"
      onClick={onPick}
      aria-label={
        token
          ? t(side === 'source' ? 'swap.changePayToken' : 'swap.changeReceiveToken', {
              symbol: token.symbol,
            })
          : undefined
      }
    >
      {token ? token.symbol : t('swap.selectToken')}
    </Button>
  )
})
