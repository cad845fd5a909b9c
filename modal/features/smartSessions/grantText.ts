import { formatUnits } from 'viem'
import type { AdapterPermission } from '../../core/chains/chainAdapter'
import type { Translator } from '../../ui/i18n/translator'

/**
 * What a granted permission allows, in the visitor's words: a native-token recurring allowance
 * as "Spend up to 0.01 ETH a day" (or every N hours); any other type by its name. The wallet's
 * values are outside input: a malformed allowance falls back to the type's name.
 *
 * @example
 * ```ts
 * grantText(t, permission, { symbol: 'ETH', decimals: 18 }) // 'Spend up to 0.01 ETH a day'
 * ```
 */
export function grantText(
  t: Translator['t'],
  permission: AdapterPermission,
  currency: { symbol: string; decimals: number },
): string {
  const { allowance, period } = permission.data
  if (
    permission.type !== 'native-token-recurring-allowance' ||
    typeof allowance !== 'string' ||
    !/^0x[0-9a-f]{1,64}$/i.test(allowance) ||
    typeof period !== 'number' ||
    !Number.isInteger(period) ||
    period <= 0
  ) {
    return t('sessions.permission', { type: permission.type })
  }
  const amount = formatUnits(BigInt(allowance), currency.decimals)
  const { symbol } = currency
  return period === 86_400
    ? t('sessions.allowanceDaily', { amount, symbol })
    : t('sessions.allowanceEvery', { amount, symbol, hours: String(Math.round(period / 3600)) })
}
