import { autorun } from 'mobx'
import { describe, expect, it } from 'vitest'
import {
  createAuthTest,
  EMBEDDED_ADDRESS,
  settle,
  TEST_EMAIL,
  TEST_OTP,
} from './testing/authHarness'

const key = (name: string) => `@portico/${name}`

async function loginByEmail(test: ReturnType<typeof createAuthTest>) {
  test.portico.open()
  await test.auth.emailLogin.submitEmail(TEST_EMAIL)
  await test.auth.emailLogin.submitOtp(TEST_OTP)
}

describe('EmailLogin', () => {
  it('default: e-mail → OTP view → connected through AUTH, modal closed, SPEC §3 keys stored', async () => {
    const test = createAuthTest()
    test.portico.open()
    await test.auth.emailLogin.submitEmail(TEST_EMAIL)
    expect(test.portico.router.view).toBe('EmailVerifyOtp')
    await test.auth.emailLogin.submitOtp(TEST_OTP)
    expect(test.portico.connection.status('eip155')).toBe('connected')
    expect(test.portico.chains.activeAddress).toBe(EMBEDDED_ADDRESS)
    expect(test.portico.modal.isOpen).toBe(false)
    expect(test.storage.getItem(key('email'))).toContain(TEST_EMAIL)
    expect(test.storage.getItem(key('emailLoginUsed'))).toBe('true')
    expect(test.storage.getItem(key('lastUsedChainId'))).toContain('1')
    expect(test.storage.getItem(key('lastEmailLoginTime'))).toBe('1000000')
    expect(test.storage.getItem(key('connectedConnectorId:eip155'))).toContain('AUTH')
    expect(test.storage.getItem(key('smartAccountEnabledNetworks'))).toBe('1,8453')
    expect(test.fake.mounted?.src).toMatch(/^https:\/\/auth\.test\/frame\.html\?origin=/)
    // SPEC §9: the embedded-wallet SDK version defaults to 4; the theme is synced too.
    const dapp = test.fake.sent.find((m) => m.type === '@w3m-app/SYNC_DAPP_DATA')
    expect(dapp?.payload).toMatchObject({ sdkVersion: 4, projectId: 'test-project' })
    const theme = test.fake.sent.find((m) => m.type === '@w3m-app/SYNC_THEME')
    expect(theme?.payload).toMatchObject({ themeMode: 'dark' })
  })

  it('behavior: a malformed e-mail is refused before any frame is loaded', async () => {
    const test = createAuthTest()
    await test.auth.emailLogin.submitEmail('ada@example')
    expect(test.auth.emailLogin.error?.code).toBe('INVALID_INPUT')
    expect(test.fake.mounted).toBeUndefined()
    expect(test.fake.sent).toEqual([])
  })

  it('behavior: a second code inside 30 s says "Please try again after N seconds", counting down; at 30 s it goes', async () => {
    const test = createAuthTest()
    const flow = test.auth.emailLogin
    // Observed like the view observes it, so a cached computed would show up here.
    const shown: (string | undefined)[] = []
    const stop = autorun(() => shown.push(flow.throttleMessage))
    test.portico.open()
    await flow.submitEmail(TEST_EMAIL)
    test.clock.advance(10_000)
    await flow.resend()
    expect(flow.throttleMessage).toBe('Please try again after 20 seconds')
    test.clock.advance(1_000)
    expect(flow.throttleMessage).toBe('Please try again after 19 seconds')
    expect(shown.filter(Boolean).slice(0, 2)).toEqual([
      'Please try again after 20 seconds',
      'Please try again after 19 seconds',
    ])
    stop()
    expect(test.fake.sent.filter((m) => m.type === '@w3m-app/CONNECT_EMAIL')).toHaveLength(1)
    test.clock.advance(19_000)
    expect(flow.throttleMessage).toBeUndefined()
    await flow.resend()
    expect(test.fake.sent.filter((m) => m.type === '@w3m-app/CONNECT_EMAIL')).toHaveLength(2)
  })

  it('behavior: a wrong code is refused and keeps the OTP view; the right one then connects', async () => {
    const test = createAuthTest()
    test.portico.open()
    await test.auth.emailLogin.submitEmail(TEST_EMAIL)
    await test.auth.emailLogin.submitOtp('999999')
    expect(test.auth.emailLogin.error?.shortMessage).toBe('An error occurred')
    expect(test.auth.emailLogin.error?.details).toBe('Invalid code')
    expect(test.portico.router.view).toBe('EmailVerifyOtp')
    expect(test.portico.connection.status('eip155')).toBe('disconnected')
    await test.auth.emailLogin.submitOtp(TEST_OTP)
    expect(test.portico.connection.status('eip155')).toBe('connected')
  })

  it('behavior: a new device goes VERIFY_DEVICE → device approved → OTP → connected', async () => {
    const test = createAuthTest()
    test.script.action = 'VERIFY_DEVICE'
    test.portico.open()
    await test.auth.emailLogin.submitEmail(TEST_EMAIL)
    expect(test.portico.router.view).toBe('EmailVerifyDevice')
    await test.auth.emailLogin.waitForDevice()
    expect(test.portico.router.view).toBe('EmailVerifyOtp')
    await test.auth.emailLogin.submitOtp(TEST_OTP)
    expect(test.portico.connection.status('eip155')).toBe('connected')
    expect(test.fake.sent.map((m) => m.type)).toContain('@w3m-app/CONNECT_DEVICE')
  })

  it('behavior: a frame that never loads says "Unable to load email login dependency" and alerts "Invalid App Configuration"', async () => {
    const test = createAuthTest()
    test.script.broken = true
    test.portico.open()
    const submitting = test.auth.emailLogin.submitEmail(TEST_EMAIL)
    await settle()
    test.clock.advance(30_000)
    await submitting
    expect(test.auth.emailLogin.error?.shortMessage).toBe('Unable to load email login dependency')
    expect(test.portico.alerts.current?.title).toBe('Invalid App Configuration')
    expect(test.portico.alerts.current?.description).toBe('Unable to load email login dependency')
  })

  it('behavior: the session restores on reload when the frame says connected', async () => {
    const first = createAuthTest()
    await loginByEmail(first)
    const again = createAuthTest()
    again.script.connected = true
    for (const name of ['connectedConnectorId:eip155', 'email', 'emailLoginUsed']) {
      again.storage.setItem(key(name), first.storage.getItem(key(name))!)
    }
    await again.portico.init()
    expect(again.portico.connection.status('eip155')).toBe('connected')
    expect(again.portico.chains.activeAddress).toBe(EMBEDDED_ADDRESS)
  })

  it('behavior: when the embedded wallet reports not connected, the stored auth state is cleared', async () => {
    const test = createAuthTest()
    const stored = {
      'connectedConnectorId:eip155': 'AUTH',
      email: TEST_EMAIL,
      emailLoginUsed: 'true',
      connectedSocial: 'google',
      socialUsername: 'ada',
    }
    for (const [name, value] of Object.entries(stored)) test.storage.setItem(key(name), value)
    await test.portico.init()
    expect(test.fake.sent.map((m) => m.type)).toContain('@w3m-app/IS_CONNECTED')
    expect(test.portico.connection.status('eip155')).toBe('disconnected')
    for (const name of Object.keys(stored)) expect(test.storage.getItem(key(name))).toBeNull()
  })

  it('behavior: sign out signs out in the frame and clears what SPEC §4 lists', async () => {
    const test = createAuthTest()
    await loginByEmail(test)
    test.storage.setItem(key('socialUsername'), 'ada')
    await test.portico.connection.disconnect()
    expect(test.fake.sent.at(-1)?.type).toBe('@w3m-app/SIGN_OUT')
    expect(test.script.connected).toBe(false)
    for (const name of [
      'email',
      'emailLoginUsed',
      'lastUsedChainId',
      'socialUsername',
      'connectedConnectorId:eip155',
    ]) {
      expect(test.storage.getItem(key(name))).toBeNull()
    }
  })

  it("parameters: without an authUrl the frame comes from the host's endpoints.auth", async () => {
    const test = createAuthTest({ endpoints: { auth: 'https://auth.test/' } })
    expect(test.auth.authOrigin).toBe('https://auth.test')
  })
})
