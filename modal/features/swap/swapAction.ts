import { validateSwapAmount } from '../../core/validation/swap'
import type { SwapStore } from './swapStore'

/** What the swap form's main button offers. */
export type SwapAction =
  | 'loading'
  | 'selectToken'
  | 'enterAmount'
  | 'quoting'
  | 'insufficientBalance'
  | 'review'
  | 'unavailable'

/**
 * The form's next step for the visitor, from the store: pick a token, enter an amount, wait
 * for the quote, "Insufficient balance", or review (an approval or swap is built).
 *
 * @example
 * ```ts
 * swapAction(store) // 'selectToken' right after initialize
 * ```
 */
export function swapAction(
  store: Pick<
    SwapStore,
    | 'status'
    | 'sourceToken'
    | 'toToken'
    | 'sourceTokenAmount'
    | 'loadingQuote'
    | 'inputError'
    | 'swapTransaction'
    | 'approvalTransaction'
  >,
): SwapAction {
  if (store.status !== 'ready') return 'loading'
  if (!store.sourceToken || !store.toToken) return 'selectToken'
  if (!validateSwapAmount(store.sourceTokenAmount).ok) return 'enterAmount'
  if (store.inputError) return 'insufficientBalance'
  if (store.swapTransaction || store.approvalTransaction) return 'review'
  return store.loadingQuote ? 'quoting' : 'unavailable'
}
