import { makeAutoObservable } from 'mobx'
import type { AdapterRequest } from '../chains/chainAdapter'
import { PorticoError } from '../errors/porticoError'
import { classifyRpcMethod } from './rpcMethods'

/** An unsafe request waiting for the visitor's decision. */
export interface PendingApproval {
  id: number
  request: AdapterRequest
}

/** What the request gate asks of the rest of the instance. */
export interface RequestContext {
  /** Opens (or navigates to) the ApproveTransaction view. */
  showApproval(): void
  /** Pops the approval view, or closes the modal when it is the last view. */
  leaveApproval(): void
  refreshNativeBalance(): Promise<void>
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

  constructor(private readonly context: RequestContext) {
    makeAutoObservable<this, 'context' | 'nextId' | 'waiters'>(
      this,
      { context: false, nextId: false, waiters: false, request: false },
      { autoBind: true },
    )
  }

  /**
   * Runs `execute` once the request may go: at once when safe, after approval when unsafe.
   * Throws RPC_CALL_NOT_ALLOWED for a method on neither list, USER_REJECTED when rejected.
   *
   * @example
   * ```ts
   * await portico.requests.request({ method: 'eth_chainId' }, send)
   * ```
   */
  async request<T>(
    request: AdapterRequest,
    execute: (request: AdapterRequest) => Promise<T>,
  ): Promise<T> {
    const kind = classifyRpcMethod(request.method)
    if (kind === 'not-allowed') {
      throw new PorticoError('RPC_CALL_NOT_ALLOWED', { details: request.method })
    }
    if (kind === 'unsafe') await this.waitForApproval(request)
    const result = await execute(request)
    this.afterSuccess()
    await this.context.refreshNativeBalance()
    return result
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
    if (this.pending.length === 0) this.context.leaveApproval()
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

  private waitForApproval(request: AdapterRequest): Promise<void> {
    const approval = { id: this.nextId++, request }
    const promise = new Promise<void>((resolve, reject) => {
      this.waiters.set(approval.id, { approval, resolve, reject })
    })
    this.pending.push(approval)
    this.context.showApproval()
    return promise
  }

  private afterSuccess(): void {
    if (this.pending.length === 0) this.context.leaveApproval()
  }

  private take(id: number): Waiter | undefined {
    const waiter = this.waiters.get(id)
    this.waiters.delete(id)
    this.pending = this.pending.filter((p) => p.id !== id)
    return waiter
  }
}
