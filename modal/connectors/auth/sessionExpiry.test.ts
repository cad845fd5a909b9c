import { describe, expect, it } from 'vitest'
import { createAuthTest, settle, TEST_EMAIL, TEST_OTP } from './testing/authHarness'

const key = (name: string) => `@portico/${name}`

/** Logged in by e-mail, then the modal closed and the frame's session expired. */
async function expiredWhileClosed() {
  const test = createAuthTest()
  test.portico.open()
  await test.auth.emailLogin.submitEmail(TEST_EMAIL)
  await test.auth.emailLogin.submitOtp(TEST_OTP)
  expect(test.portico.modal.isOpen).toBe(false)
  test.script.expired = true
  return test
}

describe('an embedded session that expired', () => {
  it('default: the next read from the account ends the connection, says "Session Expired" and forgets the login', async () => {
    const test = await expiredWhileClosed()
    test.portico.open()
    await test.portico.balances.refreshNativeBalance()
    await settle()
    expect(test.portico.connection.status('eip155')).toBe('disconnected')
    expect(test.portico.alerts.current?.title).toBe('Session Expired')
    expect(test.portico.alerts.current?.description).toBe(
      'Your session is invalid. Check your time settings and reconnect',
    )
    expect(test.storage.getItem(key('connectedConnectorId:eip155'))).toBeNull()
    expect(test.storage.getItem(key('email'))).toBeNull()
    expect(test.auth.user).toBeUndefined()
  })

  it('behavior: a signature asked after the expiry fails with "Session Expired", not a bare error', async () => {
    const test = await expiredWhileClosed()
    const signing = test.portico
      .request({ method: 'personal_sign', params: ['0x6869', '0x1'] })
      .catch((e: unknown) => e)
    await settle()
    test.portico.requests.approve()
    expect(await signing).toMatchObject({ code: 'SESSION_EXPIRED' })
    expect(test.portico.connection.status('eip155')).toBe('disconnected')
  })

  it('behavior: a request the node refuses while the session lives keeps the connection and its error', async () => {
    const test = await expiredWhileClosed()
    test.script.expired = false
    test.script.failingRpc.add('eth_call')
    const outcome = await test.portico
      .request({ method: 'eth_call', params: [{ to: '0x1' }, 'latest'] })
      .catch((e: unknown) => e)
    expect(outcome).toMatchObject({ code: 'AN_ERROR_OCCURRED' })
    expect(test.portico.connection.status('eip155')).toBe('connected')
    expect(test.portico.alerts.current).toBeUndefined()
  })
})
