import { describe, expect, it, vi } from 'vitest'
import { isPorticoError } from '../errors/porticoError'
import { setupPortico } from '../stores/testing/setup'
import { runRequest } from './requestFlow'

async function connected({ flowHandedIn = true } = {}) {
  const t = setupPortico()
  await t.portico.connection.connect('eip155', 'injected')
  // As the embedded wallet plugin does when it is set up.
  if (flowHandedIn) t.portico.requests.installFlow(runRequest)
  const sent: string[] = []
  const execute = async (request: { method: string }) => {
    sent.push(request.method)
    return `${request.method}:ok`
  }
  return { ...t, sent, execute }
}

describe('RequestStore', () => {
  it('default: nothing pending', async () => {
    const { portico } = await connected()
    expect(portico.requests.pending).toEqual([])
  })

  it('behavior: a safe request passes without approval', async () => {
    const { portico, execute, sent } = await connected()
    expect(await portico.requests.request({ method: 'eth_call' }, execute)).toBe('eth_call:ok')
    expect(sent).toEqual(['eth_call'])
    expect(portico.modal.isOpen).toBe(false)
  })

  it('behavior: an unsafe request opens ApproveTransaction and waits for approval', async () => {
    const { portico, execute, sent } = await connected()
    const result = portico.requests.request({ method: 'personal_sign' }, execute)
    expect(portico.modal.isOpen).toBe(true)
    expect(portico.router.view).toBe('ApproveTransaction')
    expect(portico.requests.pending.map((p) => p.request.method)).toEqual(['personal_sign'])
    expect(sent).toEqual([])
    portico.requests.approve()
    expect(await result).toBe('personal_sign:ok')
  })

  it('behavior: without the flow handed in, the first request loads it, then waits for approval', async () => {
    const { portico, execute, sent } = await connected({ flowHandedIn: false })
    const result = portico.requests.request({ method: 'personal_sign' }, execute)
    await vi.waitFor(() => expect(portico.router.view).toBe('ApproveTransaction'))
    expect(portico.requests.pending.map((p) => p.request.method)).toEqual(['personal_sign'])
    expect(sent).toEqual([])
    portico.requests.approve()
    expect(await result).toBe('personal_sign:ok')
  })

  it('behavior: after success the approval view is popped when there is history', async () => {
    const { portico, execute } = await connected()
    portico.open()
    const result = portico.requests.request({ method: 'eth_sendTransaction' }, execute)
    expect(portico.router.history.map((r) => r.view)).toEqual(['Account', 'ApproveTransaction'])
    portico.requests.approve()
    await result
    expect(portico.router.view).toBe('Account')
    expect(portico.modal.isOpen).toBe(true)
  })

  it('behavior: after success the modal closes when the approval view was the only one', async () => {
    const { portico, execute } = await connected()
    const result = portico.requests.request({ method: 'wallet_sendCalls' }, execute)
    portico.requests.approve()
    await result
    expect(portico.modal.isOpen).toBe(false)
  })

  it('behavior: after success the native balance is refreshed', async () => {
    const { portico, execute, evm } = await connected()
    await portico.requests.request({ method: 'eth_call' }, execute)
    expect(evm.calls).toContain('getBalance')
    expect(portico.chains.account('eip155')).toMatchObject({ balance: '1.5', balanceSymbol: 'ETH' })
  })

  it('behavior: rejecting fails the request with USER_REJECTED and leaves the approval view', async () => {
    const { portico, execute, sent } = await connected()
    const result = portico.requests.request({ method: 'personal_sign' }, execute).catch((e) => e)
    portico.requests.reject()
    expect(isPorticoError(await result, 'USER_REJECTED')).toBe(true)
    expect(sent).toEqual([])
    expect(portico.modal.isOpen).toBe(false)
  })

  it('behavior: closing the modal rejects pending unsafe requests', async () => {
    const { portico, execute } = await connected()
    const first = portico.requests.request({ method: 'personal_sign' }, execute).catch((e) => e)
    const second = portico.requests
      .request({ method: 'eth_signTypedData_v4' }, execute)
      .catch((e) => e)
    portico.close()
    expect(isPorticoError(await first, 'USER_REJECTED')).toBe(true)
    expect(isPorticoError(await second, 'USER_REJECTED')).toBe(true)
    expect(portico.requests.pending).toEqual([])
  })

  it('behavior: a method on neither list opens the modal, is logged, says "Action not allowed" after 300 ms and rejects the open requests (SPEC §4)', async () => {
    const { portico, execute, clock, sent } = await connected()
    const logged: unknown[] = []
    portico.deps.logger.error = (_message, data) => void logged.push(data)
    // With the modal closed and nothing pending, the refusal alone opens the modal.
    expect(portico.modal.isOpen).toBe(false)
    const alone = await portico.requests.request({ method: 'eth_sign' }, execute).catch((e) => e)
    expect(portico.modal.isOpen).toBe(true)
    const open = portico.requests.request({ method: 'personal_sign' }, execute).catch((e) => e)
    const error = await portico.requests.request({ method: 'eth_sign' }, execute).catch((e) => e)
    expect(isPorticoError(alone, 'RPC_CALL_NOT_ALLOWED')).toBe(true)
    expect(isPorticoError(error, 'RPC_CALL_NOT_ALLOWED')).toBe(true)
    expect(isPorticoError(await open, 'USER_REJECTED')).toBe(true)
    expect(sent).toEqual([])
    expect(logged).toEqual([alone, error])
    clock.advance(299)
    expect(portico.snackbar.open).toBe(false)
    clock.advance(1)
    expect(portico.snackbar.message).toBe('Action not allowed')
  })

  it('behavior: portico.request sends through the active adapter and maps provider errors', async () => {
    const { portico, evm } = await connected()
    evm.request = async (request) => {
      if (request.method === 'eth_call') throw Object.assign(new Error('nope'), { code: 4200 })
      return '0x1'
    }
    expect(await portico.request({ method: 'eth_chainId' })).toBe('0x1')
    const error = await portico.request({ method: 'eth_call' }).catch((e) => e)
    expect(isPorticoError(error, 'WALLET_UNSUPPORTED_METHOD')).toBe(true)
  })
})
