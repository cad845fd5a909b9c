import { runInAction } from 'mobx'
import { formatMessage } from '../../core/errors/catalogue'
import { formatNumber } from '../../core/format/number'
import { sendApprovalAndSwap } from './swapBatch'
import { walletErrorMessage } from './swapDeps'
import type { SwapStore } from './swapStore'

/** What the SWAP_* events carry. */
function eventProperties(store: SwapStore, message?: string) {
  return {
    network: store.deps.network()?.caipNetworkId,
    swapFromToken: store.sourceToken?.symbol,
    swapToToken: store.toToken?.symbol,
    swapFromAmount: store.sourceTokenAmount,
    swapToAmount: store.toTokenAmount,
    isSmartAccount: store.deps.accountType() === 'smartAccount',
    ...(message ? { message } : {}),
  }
}

/** Step 6: "Approve limit increase in your wallet", send, then re-quote and rebuild. */
export async function sendApproval(store: SwapStore): Promise<void> {
  const tx = store.approvalTransaction
  const network = store.deps.network()
  if (!tx || !network || store.sending) return
  runInAction(() => {
    store.sending = true
  })
  store.deps.notify.loading(formatMessage('SWAP_APPROVE_IN_WALLET'))
  try {
    const adapter = await store.deps.adapter()
    await adapter.sendTransaction?.({
      transaction: { to: tx.to, data: tx.data, value: 0n, gas: tx.gas },
      network,
    })
    store.deps.notify.hide()
    runInAction(() => {
      store.quoteRequest += 1
      store.approvalTransaction = undefined
    })
    await store.fetchQuote()
  } catch (error) {
    const message = walletErrorMessage(error)
    store.deps.notify.error(message)
    store.deps.track('SWAP_APPROVAL_ERROR', eventProperties(store, message))
  } finally {
    runInAction(() => {
      store.sending = false
    })
  }
}

/**
 * Step 7: "Confirm transaction in your wallet", send (with the approval as one EIP-5792 batch
 * when both were prepared, see swapBatch.ts); "Swapping X to Y", reset the form and
 * refresh balances, then "Swapped X to Y". Resolves whether the swap was sent.
 */
export async function sendSwap(store: SwapStore): Promise<boolean> {
  const tx = store.swapTransaction
  const network = store.deps.network()
  if (!tx || !network || store.sending) return false
  const texts = {
    from: `${formatNumber(store.sourceTokenAmount, { maximumFractionDigits: 3, minimumFractionDigits: 0 })} ${store.sourceToken?.symbol}`,
    to: `${formatNumber(store.toTokenAmount, { maximumFractionDigits: 3, minimumFractionDigits: 0 })} ${store.toToken?.symbol}`,
  }
  runInAction(() => {
    store.sending = true
  })
  store.deps.notify.loading(formatMessage('SWAP_CONFIRM_IN_WALLET'))
  try {
    // An approval prepared beside the swap means the wallet batches atomically: one request.
    if (store.approvalTransaction) await sendApprovalAndSwap(store)
    else {
      const adapter = await store.deps.adapter()
      await adapter.sendTransaction?.({
        transaction: { to: tx.to, data: tx.data, value: tx.value, gas: tx.gas },
        network,
      })
    }
  } catch (error) {
    const message = walletErrorMessage(error)
    store.deps.notify.error(message)
    store.deps.track('SWAP_ERROR', eventProperties(store, message))
    runInAction(() => {
      store.sending = false
    })
    return false
  }
  store.deps.notify.loading(formatMessage('SWAPPING', texts))
  store.deps.track('SWAP_SUCCESS', eventProperties(store))
  store.reset()
  await store.refreshBalances().catch(() => undefined)
  runInAction(() => {
    store.sending = false
    store.sourceTokenAmount = '1'
  })
  store.deps.notify.success(formatMessage('SWAPPED', texts))
  return true
}
