import { describe, expect, it } from 'vitest'
import { createAuthTest, TEST_EMAIL, TEST_OTP } from './testing/authHarness'

async function connectedOnAccount() {
  const test = createAuthTest()
  test.portico.open()
  await test.auth.emailLogin.submitEmail(TEST_EMAIL)
  await test.auth.emailLogin.submitOtp(TEST_OTP)
  test.portico.open()
  test.portico.router.push('UpdateEmail')
  return test
}

describe('UpdateEmail', () => {
  it('default: new address → primary code → secondary code → the new e-mail is stored and shown', async () => {
    const test = await connectedOnAccount()
    const flow = test.auth.updateEmail
    await flow.submitEmail('new@example.test')
    expect(flow.step).toBe('primary')
    await flow.submitOtp('111111')
    expect(flow.step).toBe('secondary')
    await flow.submitOtp('222222')
    expect(test.storage.getItem('@portico/email')).toBe('new@example.test')
    expect(test.portico.chains.activeChain?.account.user?.email).toBe('new@example.test')
    expect(test.portico.router.view).toBe('Account')
  })

  it('behavior: a malformed address never reaches the frame; a wrong code keeps the step', async () => {
    const test = await connectedOnAccount()
    const flow = test.auth.updateEmail
    await flow.submitEmail('new@')
    expect(flow.error?.code).toBe('INVALID_INPUT')
    expect(test.fake.sent.some((m) => m.type === '@w3m-app/UPDATE_EMAIL')).toBe(false)
    await flow.submitEmail('new@example.test')
    await flow.submitOtp('000000')
    expect(flow.step).toBe('primary')
    expect(flow.error?.details).toBe('Invalid code')
    expect(test.storage.getItem('@portico/email')).toBe(TEST_EMAIL)
  })
})
