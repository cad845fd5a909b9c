import { makeAutoObservable, observableRef } from 'mobx'
import type { AdapterRequest } from '../chains/chainAdapter'
import type { Clock } from '../clock/clock'
import { PorticoError } from '../errors/porticoError'
import type { RequestQueue, runRequest } from './requestFlow'

/**
 * How long a request that has just come into view ignores the view's Approve and Reject
 * clicks. 500 ms is the longest default double-click interval of the common desktop systems
 * (Windows' default; macOS and GNOME are shorter), so the second click of a double-click on
 * Approve always lands inside it (issue 11 defect 2), while nobody reads a new request and
 * decides in under half a second.
 */
export const APPROVAL_CLICK_GUARD_MS = 500

/** An unsafe request waiting for the visitor's decision: a frozen snapshot, shown and sent. */
export interface PendingApproval {
  readonly id: number
  readonly request: Readonly<AdapterRequest>
}

/** What the request gate asks of the rest of the instance. */
export interface RequestContext {
  /** Opens (or navigates to) the ApproveTransaction view. */
  showApproval(): void
  /** Pops the approval view, or closes the modal when it is the last view. */
  leaveApproval(): void
  refreshNativeBalance(): Promise<void>
  /** Shows an approved request's failure (SPEC §8 "Transaction error" or the wallet's words). */
  showError(error: PorticoError): void
  /** A disallowed method came in: open the modal and log it (SPEC §4). */
  reportNotAllowed(error: PorticoError): void
  clock: Clock
}

interface Waiter {
  approval: PendingApproval
  resolve(): void
  reject(error: PorticoError): void
}

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
export class RequestStore {
  pending: PendingApproval[] = []
  private nextId = 1
  private readonly waiters = new Map<number, Waiter>()
  /** The request at the head of the queue and when it got there (the view shows the head). */
  private head: { id: number; at: number } | undefined
  /** The gate's decision, once loaded or handed in by the embedded wallet ({@link installFlow}). */
  private flow: typeof runRequest | undefined
  private readonly queue: RequestQueue

  constructor(private readonly context: RequestContext) {
    this.queue = {
      context,
      enqueue: (request) => this.enqueue(request),
      leaveWhenIdle: () => this.leaveWhenIdle(),
      rejectAll: () => this.rejectAll(),
    }
    makeAutoObservable<this, 'context' | 'nextId' | 'waiters' | 'head' | 'flow' | 'queue'>(
      this,
      // Shallow: the snapshots stay the frozen objects that are sent, not observable copies.
      {
        context: false,
        nextId: false,
        waiters: false,
        head: false,
        flow: false,
        queue: false,
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
    if (flow) return flow(this.queue, request, execute)
    return import('./requestFlow').then(({ runRequest }) => {
      this.flow ??= runRequest
      return runRequest(this.queue, request, execute)
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
   * Lets the oldest (or the given) pending request go.
   *
   * @example
   * ```ts
   * portico.requests.approve()
   * ```
   */
  approve(id: number | undefined = this.pending[0]?.id): void {
    const waiter = id === undefined ? undefined : this.take(id)
    waiter?.resolve()
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
    if (!this.isArmed(id)) return false
    this.approve(id)
    return true
  }

  /** The view's Reject, under the same guard as {@link approveShown}. */
  rejectShown(id: number): boolean {
    if (!this.isArmed(id)) return false
    this.reject(id)
    return true
  }

  /**
   * Rejects the oldest (or the given) pending request with USER_REJECTED.
   *
   * @example
   * ```ts
   * portico.requests.reject()
   * ```
   */
  reject(id: number | undefined = this.pending[0]?.id): void {
    const waiter = id === undefined ? undefined : this.take(id)
    if (!waiter) return
    waiter.reject(new PorticoError('USER_REJECTED'))
    this.leaveWhenIdle()
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
    for (const { id } of [...this.pending]) this.take(id)?.reject(new PorticoError('USER_REJECTED'))
  }

  private isArmed(id: number): boolean {
    const head = this.head
    return (
      head !== undefined &&
      head.id === id &&
      this.context.clock.now() - head.at >= APPROVAL_CLICK_GUARD_MS
    )
  }

  /** Queues a shown snapshot and opens the approval view; resolves once it is approved. */
  private enqueue(request: Readonly<AdapterRequest>): Promise<void> {
    const approval: PendingApproval = Object.freeze({ id: this.nextId++, request })
    const promise = new Promise<void>((resolve, reject) => {
      this.waiters.set(approval.id, { approval, resolve, reject })
    })
    this.pending = [...this.pending, approval]
    this.trackHead()
    this.context.showApproval()
    return promise
  }

  /** Leaves the approval view when nothing is pending. */
  private leaveWhenIdle(): void {
    if (this.pending.length === 0) this.context.leaveApproval()
  }

  private take(id: number): Waiter | undefined {
    const waiter = this.waiters.get(id)
    this.waiters.delete(id)
    this.pending = this.pending.filter((p) => p.id !== id)
    this.trackHead()
    return waiter
  }

  /** Notes when a new request came into view, for the click guard. */
  private trackHead(): void {
    const first = this.pending[0]
    if (!first) this.head = undefined
    else if (this.head?.id !== first.id) this.head = { id: first.id, at: this.context.clock.now() }
  }
}
