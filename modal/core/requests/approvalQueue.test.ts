import { describe, expect, it, vi } from 'vitest'
import { ManualClock } from '../clock/manualClock'
import { isPorticoError } from '../errors/porticoError'
import { approvalsOf } from './approvalQueue'
import { APPROVAL_CLICK_GUARD_MS, type PendingApproval } from './requestGate'
import { RequestStore } from './requestStore'

function store() {
  const clock = new ManualClock(0)
  const context = {
    showApproval: vi.fn(),
    leaveApproval: vi.fn(),
    refreshNativeBalance: async () => undefined,
    showError: vi.fn(),
    reportNotAllowed: vi.fn(),
    clock,
  }
  return { requests: new RequestStore(context), context, clock }
}

describe('ApprovalQueue', () => {
  it('default: before the first request there is no queue; the decisions do nothing', () => {
    const { requests } = store()
    expect(requests.approvals).toBeUndefined()
    requests.approve()
    requests.reject()
    requests.rejectAll()
    expect(requests.approveShown(1)).toBe(false)
    expect(requests.rejectShown(1)).toBe(false)
    expect(requests.pending).toEqual([])
  })

  it('behavior: one queue per store; it keeps its list in the store and guards the request in view', async () => {
    const { requests, context, clock } = store()
    const queue = approvalsOf(requests)
    expect(approvalsOf(requests)).toBe(queue)
    const first = queue.enqueue({ method: 'personal_sign' })
    const second = queue.enqueue({ method: 'eth_sendTransaction' })
    expect(context.showApproval).toHaveBeenCalledTimes(2)
    const [shown] = requests.pending as PendingApproval[]
    expect(requests.pending.map((p) => p.request.method)).toEqual([
      'personal_sign',
      'eth_sendTransaction',
    ])
    expect(requests.approveShown(shown!.id)).toBe(false)
    clock.advance(APPROVAL_CLICK_GUARD_MS)
    expect(requests.approveShown(shown!.id)).toBe(true)
    await first
    // The next request just came into view: its guard starts now.
    expect(requests.rejectShown(requests.pending[0]!.id)).toBe(false)
    requests.rejectAll()
    await expect(second).rejects.toSatisfy((e) => isPorticoError(e, 'USER_REJECTED'))
    expect(requests.pending).toEqual([])
  })
})
