import { describe, expect, it, vi } from 'vitest'
import { connectTestWallet, createTestPortico } from '../ui/views/testing/createTestPortico'
import { watchSignInLazily } from './signInWatcherLazy'

describe('watchSignInLazily', () => {
  it('behavior: an account that connects while the watcher loads still forgets the session flag', async () => {
    const test = createTestPortico()
    test.portico.signIn.setHasSession(true)
    const stop = watchSignInLazily(test.portico)
    await connectTestWallet(test)
    await vi.waitFor(() => expect(test.portico.signIn.hasSession).toBe(false))
    stop()
  })

  it('behavior: stopped before its code arrived, it never starts', async () => {
    const test = createTestPortico()
    const stop = watchSignInLazily(test.portico)
    stop()
    await import('./signInWatcher')
    await Promise.resolve()
    test.portico.signIn.setHasSession(true)
    await connectTestWallet(test)
    expect(test.portico.signIn.hasSession).toBe(true)
  })
})
