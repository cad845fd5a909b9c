import { useEffect, useState } from 'react'

type FormatBalance = typeof import('../core/format/number').formatBalance

// One formatter per page: once loaded, every button formats at once.
let loaded: FormatBalance | undefined
let loading: Promise<FormatBalance> | undefined

/**
 * The balance as PorticoButton shows it ("1.239 ETH"), or undefined while there is none. The
 * number formatting is not start-up script: it loads with the first balance, which itself
 * comes from a chain read (the adapter's chunk), so the pill shows it at most a moment later.
 *
 * @example
 * ```tsx
 * const balance = useBalanceText(account.balance, account.balanceSymbol, locale)
 * return <button type="button">{balance}</button>
 * ```
 */
export function useBalanceText(
  balance: string | undefined,
  symbol: string | undefined,
  locale: string,
): string | undefined {
  const [format, setFormat] = useState<FormatBalance | undefined>(() => loaded)
  useEffect(() => {
    if (format || balance === undefined) return
    let current = true
    loading ??= import('../core/format/number').then((m) => {
      loaded = m.formatBalance
      return loaded
    })
    loading.then(
      (found) => {
        if (current) setFormat(() => found)
      },
      () => {
        // A failed chunk (offline, a deploy) is tried again with the next balance.
        loading = undefined
      },
    )
    return () => {
      current = false
    }
  }, [format, balance])
  return balance === undefined || !format ? undefined : format(balance, symbol, locale)
}
