import { describe, expect, it, vi } from 'vitest'
import { connectTestWallet, createTestPortico } from '../ui/views/testing/createTestPortico'
import { watchSignIn } from './signInWatcher'

describe('watchSignIn', () => {
  it('behavior: each connected account or chain forgets the session flag and asks for a check', async () => {
    const test = createTestPortico()
    const check = vi.fn(async () => {})
    const stop = watchSignIn(test.portico, async () => ({ check }))
    await connectTestWallet(test)
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(1))
    test.portico.signIn.setHasSession(true)
    test.adapter.emit({ type: 'chainChanged', chainId: '8453' })
    expect(test.portico.signIn.hasSession).toBe(false)
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(2))
    await test.portico.connection.disconnect()
    stop()
    await connectTestWallet(test)
    expect(check).toHaveBeenCalledTimes(2)
  })

  it('parameters: catchUp checks an account that connected before the watcher started', async () => {
    const test = createTestPortico()
    await connectTestWallet(test)
    test.portico.signIn.setHasSession(true)
    const check = vi.fn(async () => {})
    const stop = watchSignIn(test.portico, async () => ({ check }), { catchUp: true })
    expect(test.portico.signIn.hasSession).toBe(false)
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(1))
    stop()
  })

  it('default: without catchUp an account already connected is left alone', async () => {
    const test = createTestPortico()
    await connectTestWallet(test)
    const check = vi.fn(async () => {})
    const stop = watchSignIn(test.portico, async () => ({ check }))
    await Promise.resolve()
    expect(check).not.toHaveBeenCalled()
    stop()
  })

  it('default: without the siwx option, connecting opens no sign-in prompt', async () => {
    const test = createTestPortico()
    await connectTestWallet(test)
    expect(test.portico.signIn.required).toBe(false)
    expect(test.portico.modal.isOpen).toBe(false)
  })
})
