import type { AdapterRequest } from '../chains/chainAdapter'
import { PorticoError } from '../errors/porticoError'
import {
  APPROVAL_CLICK_GUARD_MS,
  type ApprovalHost,
  type Approvals,
  type PendingApproval,
} from './requestGate'

interface Waiter {
  resolve(): void
  reject(error: PorticoError): void
}

/**
 * The unsafe requests waiting for the visitor (SPEC §4 "Requests needing approval"): each
 * shown snapshot with its waiter, and the click guard of the request in view. The list itself
 * is the host's observable `pending` (`RequestStore`); this queue loads with the gate's
 * decision, on the first request, so start-up carries none of it.
 *
 * @example
 * ```ts
 * const queue = approvalsOf(portico.requests)
 * const approved = queue.enqueue(snapshot) // shows ApproveTransaction
 * queue.approve()
 * await approved
 * ```
 */
export class ApprovalQueue implements Approvals {
  private nextId = 1
  private readonly waiters = new Map<number, Waiter>()
  /** The request at the head of the queue and when it got there (the view shows the head). */
  private head: { id: number; at: number } | undefined

  constructor(private readonly host: ApprovalHost) {}

  /** The instance's side of the gate (what the flow reports to). */
  get context() {
    return this.host.context
  }

  /** Lets the oldest (or the given) pending request go (`portico.requests.approve`). */
  approve(id: number | undefined = this.host.pending[0]?.id): void {
    const waiter = id === undefined ? undefined : this.take(id)
    waiter?.resolve()
  }

  /** The view's Approve, once request `id` has been in view for the click guard's time. */
  approveShown(id: number): boolean {
    if (!this.isArmed(id)) return false
    this.approve(id)
    return true
  }

  /** The view's Reject, under the same guard as {@link ApprovalQueue.approveShown}. */
  rejectShown(id: number): boolean {
    if (!this.isArmed(id)) return false
    this.reject(id)
    return true
  }

  /** Rejects the oldest (or the given) pending request with USER_REJECTED. */
  reject(id: number | undefined = this.host.pending[0]?.id): void {
    const waiter = id === undefined ? undefined : this.take(id)
    if (!waiter) return
    waiter.reject(new PorticoError('USER_REJECTED'))
    this.leaveWhenIdle()
  }

  /** Rejects every pending request (the modal closed, SPEC §4). */
  rejectAll(): void {
    for (const { id } of [...this.host.pending]) {
      this.take(id)?.reject(new PorticoError('USER_REJECTED'))
    }
  }

  /** Queues a shown snapshot and opens the approval view; resolves once it is approved. */
  enqueue(request: Readonly<AdapterRequest>): Promise<void> {
    const approval: PendingApproval = Object.freeze({ id: this.nextId++, request })
    const promise = new Promise<void>((resolve, reject) => {
      this.waiters.set(approval.id, { resolve, reject })
    })
    this.setPending([...this.host.pending, approval])
    this.host.context.showApproval()
    return promise
  }

  /** Leaves the approval view when nothing is pending. */
  leaveWhenIdle(): void {
    if (this.host.pending.length === 0) this.host.context.leaveApproval()
  }

  private isArmed(id: number): boolean {
    const head = this.head
    return (
      head !== undefined &&
      head.id === id &&
      this.host.context.clock.now() - head.at >= APPROVAL_CLICK_GUARD_MS
    )
  }

  private take(id: number): Waiter | undefined {
    const waiter = this.waiters.get(id)
    this.waiters.delete(id)
    this.setPending(this.host.pending.filter((p) => p.id !== id))
    return waiter
  }

  /** Sets the shown list and notes when a new request came into view, for the click guard. */
  private setPending(pending: PendingApproval[]): void {
    this.host.setPending(pending)
    const first = pending[0]
    if (!first) this.head = undefined
    else if (this.head?.id !== first.id) {
      this.head = { id: first.id, at: this.host.context.clock.now() }
    }
  }
}

/**
 * The host's approval queue, made on its first request.
 *
 * @example
 * ```ts
 * await approvalsOf(portico.requests).enqueue(snapshot)
 * ```
 */
export function approvalsOf(host: ApprovalHost): ApprovalQueue {
  const made = host.approvals
  if (made instanceof ApprovalQueue) return made
  const queue = new ApprovalQueue(host)
  host.approvals = queue
  return queue
}
