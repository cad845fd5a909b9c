import { featureError } from '../../core/errors/featureMessages'
import type { SwapStore } from './swapStore'

/** How often wallet_getCallsStatus is asked while a batch is pending, and how many times. */
export const BATCH_STATUS_INTERVAL_MS = 500
export const BATCH_STATUS_CHECKS = 120

/**
 * EIP-5792: whether the approval and the swap can go to the wallet as one atomic batch (its
 * wallet_getCapabilities says so, and the adapter can send and track batches). Any failure to
 * tell means no: the swap then takes the two transactions it always could.
 *
 * @example
 * ```ts
 * if (await canBatchApproval(store)) swapTransaction = await buildSwap(…)
 * ```
 */
export async function canBatchApproval(store: SwapStore): Promise<boolean> {
  const network = store.deps.network()
  try {
    const adapter = await store.deps.adapter()
    if (!network || !adapter.sendCalls || !adapter.getCallsStatus) return false
    return (await adapter.supportsAtomicBatch?.({ network })) === true
  } catch {
    return false
  }
}

/**
 * Sends the prepared approval and swap as one wallet_sendCalls batch (one request for the
 * visitor to approve), then asks wallet_getCallsStatus until the batch is confirmed (resolves)
 * or failed (rejects with "Transaction error"); still pending after
 * {@link BATCH_STATUS_CHECKS} checks counts as failed.
 *
 * @example
 * ```ts
 * await sendApprovalAndSwap(store) // both calls landed
 * ```
 */
export async function sendApprovalAndSwap(store: SwapStore): Promise<void> {
  const { approvalTransaction: approval, swapTransaction: swap, deps } = store
  const network = deps.network()
  const adapter = await deps.adapter()
  if (!approval || !swap || !network || !adapter.sendCalls || !adapter.getCallsStatus) {
    throw featureError('TRANSACTION_ERROR', { details: 'no batch to send' })
  }
  const id = await adapter.sendCalls({
    calls: [
      { to: approval.to, data: approval.data, value: 0n },
      { to: swap.to, data: swap.data, value: swap.value },
    ],
    network,
  })
  const getStatus = adapter.getCallsStatus.bind(adapter)
  for (let check = 0; check < BATCH_STATUS_CHECKS; check += 1) {
    if (check > 0) await wait(store, BATCH_STATUS_INTERVAL_MS)
    const { status } = await getStatus({ id })
    if (status === 'confirmed') return
    if (status === 'failed') break
  }
  throw featureError('TRANSACTION_ERROR', { details: `batch ${id} did not confirm` })
}

function wait(store: SwapStore, ms: number): Promise<void> {
  return new Promise((resolve) => store.deps.clock.setTimeout(resolve, ms))
}
