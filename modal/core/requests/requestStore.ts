import { makeAutoObservable, observableRef } from 'mobx'
import type { AdapterRequest } from '../chains/chainAdapter'
import type { runRequest } from './requestFlow'
import type { ApprovalHost, Approvals, PendingApproval, RequestContext } from './requestGate'

export {
  APPROVAL_CLICK_GUARD_MS,
  type PendingApproval,
  type RequestContext,
} from './requestGate'

/**
 * The gate in front of wallet requests (SPEC §4 "Requests needing approval", §6). Safe methods
 * pass; unsafe ones open ApproveTransaction and wait until the visitor approves or rejects;
 * methods on neither list are refused. After a successful request the approval view is
 * popped (or the modal closed) and the native balance refreshed.
 *
 * @example
 * ```ts
 * const signature = await portico.requests.request(
 *   { method: 'personal_sign', params: ['0x68656c6c6f', address] },
 *   (request) => adapter.request!(request),
 * )
 * ```
 */
export class RequestStore implements ApprovalHost {
  pending: PendingApproval[] = []
  /** The approval queue (`approvalQueue.ts`), made by the gate's first request. */
  approvals: Approvals | undefined = undefined
  /** The gate's decision, once loaded or handed in by the embedded wallet ({@link installFlow}). */
  private flow: typeof runRequest | undefined

  constructor(readonly context: RequestContext) {
    makeAutoObservable<this, 'flow'>(
      this,
      // Shallow: the snapshots stay the frozen objects that are sent, not observable copies.
      {
        context: false,
        approvals: false,
        flow: false,
        request: false,
        installFlow: false,
        pending: observableRef,
      },
      { autoBind: true },
    )
  }

  /**
   * Runs `execute` once the request may go: at once when safe, after approval when unsafe.
   * A method on neither list opens the modal, is logged, shows "Action not allowed" after
   * 300 ms, rejects the open requests and throws RPC_CALL_NOT_ALLOWED (SPEC §4); a rejected
   * one throws USER_REJECTED. The decision is its own chunk (`requestFlow.ts`): the embedded
   * wallet, whose requests are the only ones that pass the gate, hands it in when it is set
   * up, so its requests show at once; otherwise the first request loads it.
   *
   * @example
   * ```ts
   * await portico.requests.request({ method: 'eth_chainId' }, send)
   * ```
   */
  request<T>(
    request: AdapterRequest,
    execute: (request: AdapterRequest) => Promise<T>,
  ): Promise<T> {
    const flow = this.flow
    if (flow) return flow(this, request, execute)
    return import('./requestFlow').then(({ runRequest }) => {
      this.flow ??= runRequest
      return runRequest(this, request, execute)
    })
  }

  /**
   * Hands in the gate's decision ahead of the first request. Internal: the embedded wallet
   * plugin calls it when it is set up.
   *
   * @example
   * ```ts
   * portico.requests.installFlow(runRequest)
   * ```
   */
  installFlow(flow: typeof runRequest): void {
    this.flow = flow
  }

  /**
   * Sets the requests shown. Internal: the approval queue (`approvalQueue.ts`) keeps its list
   * here, where the view observes it.
   *
   * @example
   * ```ts
   * portico.requests.setPending([])
   * ```
   */
  setPending(pending: PendingApproval[]): void {
    this.pending = pending
  }

  /**
   * Lets the oldest (or the given) pending request go.
   *
   * @example
   * ```ts
   * portico.requests.approve()
   * ```
   */
  approve(id?: number): void {
    this.approvals?.approve(id)
  }

  /**
   * The view's Approve: lets request `id` go only when it is the one shown (the head) and has
   * been shown for {@link APPROVAL_CLICK_GUARD_MS}; returns whether the click counted.
   *
   * @example
   * ```ts
   * <Button onClick={() => portico.requests.approveShown(current.id)}>Approve</Button>
   * ```
   */
  approveShown(id: number): boolean {
    return this.approvals?.approveShown(id) ?? false
  }

  /** The view's Reject, under the same guard as {@link approveShown}. */
  rejectShown(id: number): boolean {
    return this.approvals?.rejectShown(id) ?? false
  }

  /**
   * Rejects the oldest (or the given) pending request with USER_REJECTED.
   *
   * @example
   * ```ts
   * portico.requests.reject()
   * ```
   */
  reject(id?: number): void {
    this.approvals?.reject(id)
  }

  /**
   * Rejects every pending request (the modal closed, SPEC §4).
   *
   * @example
   * ```ts
   * portico.requests.rejectAll()
   * ```
   */
  rejectAll(): void {
    this.approvals?.rejectAll()
  }
}
