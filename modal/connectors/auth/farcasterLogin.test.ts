import { describe, expect, it } from 'vitest'
import { createAuthTest, settle } from './testing/authHarness'

const farcasterUrl = (test: ReturnType<typeof createAuthTest>) =>
  test.portico.chains.activeChain?.account.farcasterUrl

describe('FarcasterLogin', () => {
  it('default: the sign-in URL shows on ConnectingFarcaster; approved, the account connects and farcaster is stored', async () => {
    const test = createAuthTest()
    test.script.farcasterApproved = true
    test.portico.open()
    await test.auth.farcasterLogin.start()
    expect(test.portico.connection.status('eip155')).toBe('connected')
    expect(test.storage.getItem('@portico/connectedSocial')).toBe('farcaster')
    expect(test.storage.getItem('@portico/socialUsername')).toBe('lab-farcaster')
  })

  it('behavior: leaving ConnectingFarcaster disconnected clears the link and reloads the frame, quietly', async () => {
    const test = createAuthTest()
    test.portico.open()
    const starting = test.auth.farcasterLogin.start()
    await settle()
    expect(test.portico.router.view).toBe('ConnectingFarcaster')
    expect(farcasterUrl(test)).toBe('https://auth.test/farcaster/f1')
    test.portico.router.goBack()
    await starting
    await settle()
    expect(farcasterUrl(test)).toBeUndefined()
    expect(test.fake.sent.map((m) => m.type)).toContain('@w3m-app/RELOAD')
    expect(test.auth.farcasterLogin.error).toBeUndefined()
    expect(test.portico.connection.status('eip155')).toBe('disconnected')
  })

  it('behavior: a sign-in the phone denied is a rejection; starting again connects once approved', async () => {
    const test = createAuthTest()
    test.script.farcasterDenied = true
    test.portico.open()
    await test.auth.farcasterLogin.start()
    expect(test.auth.farcasterLogin.error?.code).toBe('USER_REJECTED')
    expect(test.portico.connection.status('eip155')).toBe('disconnected')
    test.script.farcasterDenied = false
    test.script.farcasterApproved = true
    await test.auth.farcasterLogin.start()
    expect(test.auth.farcasterLogin.error).toBeUndefined()
    expect(test.portico.connection.status('eip155')).toBe('connected')
  })

  it('behavior: a frame that never gives the sign-in link ends the spinner at 30 s with an error', async () => {
    const test = createAuthTest()
    test.script.silent.add('GET_FARCASTER_URI')
    test.portico.open()
    const starting = test.auth.farcasterLogin.start()
    await settle()
    test.clock.advance(30_000)
    await starting
    expect(test.portico.router.view).toBe('ConnectingFarcaster')
    expect(test.auth.farcasterLogin.error?.shortMessage).toBe('Request was aborted')
  })
})
