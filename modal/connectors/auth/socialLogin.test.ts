import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createAuthTest, settle } from './testing/authHarness'
import { AUTH_URL } from './testing/fakeFrame'

const RESULT = 'https://auth.test/oauth/result?state=s1&code=c1'

async function started() {
  const test = createAuthTest()
  test.portico.open()
  const connecting = test.auth.socialLogin.connect('google')
  await settle()
  return { ...test, connecting }
}

describe('SocialLogin', () => {
  it('default: the popup goes to the redirect URI; its result goes to the frame; google + username stored', async () => {
    const test = await started()
    expect(test.portico.router.view).toBe('ConnectingSocial')
    expect(test.fake.popup.location.href).toBe('https://auth.test/oauth/google?state=s1')
    test.fake.reply({ type: '@portico-social/RESULT', uri: RESULT }, { source: test.fake.popup })
    await test.connecting
    const connect = test.fake.sent.find((m) => m.type === '@w3m-app/CONNECT_SOCIAL')
    expect(connect?.payload).toEqual({ uri: RESULT })
    expect(test.portico.connection.status('eip155')).toBe('connected')
    expect(test.storage.getItem('@portico/connectedSocial')).toBe('google')
    expect(test.storage.getItem('@portico/socialUsername')).toBe('ada')
    expect(test.portico.chains.activeChain?.account.socialProvider).toBe('google')
  })

  it('behavior: results from another origin, another window or of another shape are ignored', async () => {
    const test = await started()
    fc.assert(
      fc.property(
        fc.anything(),
        fc.constantFrom('https://evil.test', AUTH_URL),
        fc.boolean(),
        (data, origin, fromPopup) => {
          if (origin === AUTH_URL && fromPopup) return
          test.fake.reply(
            { type: '@portico-social/RESULT', uri: RESULT, data },
            { origin, source: fromPopup ? test.fake.popup : {} },
          )
        },
      ),
    )
    test.fake.reply({ type: '@portico-social/RESULT', uri: 42 }, { source: test.fake.popup })
    await settle()
    expect(test.fake.sent.some((m) => m.type === '@w3m-app/CONNECT_SOCIAL')).toBe(false)
    test.fake.reply({ type: '@portico-social/RESULT', uri: RESULT }, { source: test.fake.popup })
    await test.connecting
    expect(test.portico.connection.status('eip155')).toBe('connected')
  })

  it('behavior: a popup closed without an answer is the visitor closing it: no time-out, no alert (issue 36)', async () => {
    const test = await started()
    test.fake.popup.close()
    test.clock.advance(500)
    await test.connecting
    expect(test.auth.socialLogin.windowClosed).toBe(true)
    expect(test.auth.socialLogin.error?.code).toBe('USER_REJECTED')
    expect(test.portico.alerts.current).toBeUndefined()
    expect(test.portico.connection.status('eip155')).toBe('disconnected')
  })

  it('behavior: a popup silent for 30 s shows the socials-timeout alert and is closed', async () => {
    const test = await started()
    test.clock.advance(29_999)
    expect(test.auth.socialLogin.busy).toBe(true)
    test.clock.advance(1)
    await test.connecting
    expect(test.portico.alerts.current?.title).toBe('Social login timed out. Please try again')
    expect(test.fake.popup.closed).toBe(true)
  })

  it('behavior: a denied sign-in says so, without the timeout alert', async () => {
    const test = await started()
    test.fake.reply(
      { type: '@portico-social/RESULT', error: 'denied' },
      { source: test.fake.popup },
    )
    await test.connecting
    expect(test.auth.socialLogin.error?.code).toBe('USER_REJECTED')
    expect(test.portico.alerts.current).toBeUndefined()
  })

  it('behavior: closing the modal gives the attempt up and closes the popup, without the alert', async () => {
    const test = await started()
    test.portico.close()
    await test.connecting
    expect(test.auth.socialLogin.busy).toBe(false)
    expect(test.fake.popup.closed).toBe(true)
    expect(test.portico.alerts.current).toBeUndefined()
  })
})
