import type { AdapterRequest } from '../chains/chainAdapter'
import { featureError } from '../errors/featureMessages'
import { isPorticoError, PorticoError } from '../errors/porticoError'
import { type ApprovalQueue, approvalsOf } from './approvalQueue'
import type { ApprovalHost } from './requestGate'
import { classifyRpcMethod } from './rpcMethods'
import { snapshotRequest } from './snapshot'

/** SPEC §4/§9: how long after a disallowed request the "Action not allowed" message shows. */
export const NOT_ALLOWED_MESSAGE_DELAY_MS = 300

/**
 * One wallet request through the gate (SPEC §4 "Requests needing approval", §6): safe methods
 * run at once; unsafe ones run after the visitor approves the frozen snapshot they were shown;
 * a method on neither list opens the modal, is logged, says "Action not allowed" after 300 ms,
 * rejects what is open and throws RPC_CALL_NOT_ALLOWED. In its own chunk: only the embedded
 * wallet's requests pass the gate, so start-up carries none of it (nor of the approval queue,
 * `approvalQueue.ts`, which the first request makes).
 *
 * @example
 * ```ts
 * const { runRequest } = await import('./requestFlow')
 * await runRequest(portico.requests, { method: 'personal_sign', params }, send)
 * ```
 */
export async function runRequest<T>(
  host: ApprovalHost,
  request: AdapterRequest,
  execute: (request: AdapterRequest) => Promise<T>,
): Promise<T> {
  const { context } = host
  const queue = approvalsOf(host)
  const kind = classifyRpcMethod(request.method)
  if (kind === 'not-allowed') {
    const error = new PorticoError('RPC_CALL_NOT_ALLOWED', { details: request.method })
    context.reportNotAllowed(error)
    context.clock.setTimeout(
      () => context.showError(featureError('ACTION_NOT_ALLOWED', { cause: error })),
      NOT_ALLOWED_MESSAGE_DELAY_MS,
    )
    queue.rejectAll()
    throw error
  }
  let sent = request
  if (kind === 'unsafe') {
    sent = snapshotRequest(request)
    await queue.enqueue(sent)
  }
  let result: T
  try {
    result = await execute(sent)
  } catch (error) {
    if (kind === 'unsafe') afterFailure(queue, error)
    throw error
  }
  queue.leaveWhenIdle()
  await context.refreshNativeBalance()
  return result
}

/** The wallet refused or failed an approved request: say so, and do not strand the view. */
function afterFailure(queue: ApprovalQueue, error: unknown): void {
  const shown =
    isPorticoError(error) && error.code !== 'SOMETHING_WENT_WRONG'
      ? error
      : featureError('TRANSACTION_ERROR', { cause: error })
  queue.context.showError(shown)
  queue.leaveWhenIdle()
}
