import type { AdapterRequest } from '../chains/chainAdapter'
import type { Clock } from '../clock/clock'
import type { PorticoError } from '../errors/porticoError'

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

/** The visitor's decisions on the pending requests (the queue in `approvalQueue.ts`). */
export interface Approvals {
  approve(id?: number): void
  approveShown(id: number): boolean
  rejectShown(id: number): boolean
  reject(id?: number): void
  rejectAll(): void
}

/**
 * Where the approval queue keeps what the view shows: the store's observable `pending`. The
 * queue itself loads with the gate's decision (`requestFlow.ts`), on the first request.
 */
export interface ApprovalHost {
  readonly context: RequestContext
  readonly pending: readonly PendingApproval[]
  setPending(pending: PendingApproval[]): void
  /** The queue, once the first request has made it. */
  approvals: Approvals | undefined
}
