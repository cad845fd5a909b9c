import { describe, expect, it, vi } from 'vitest'
import { recordEvents } from '../../core/events/testing/recordEvents'
import {
  createAuthTest,
  EMBEDDED_ADDRESS,
  SMART_ADDRESS,
  TEST_EMAIL,
  TEST_OTP,
} from './testing/authHarness'

async function connectedSmart() {
  const test = createAuthTest()
  test.script.preferred = 'smartAccount'
  test.portico.open()
  await test.auth.emailLogin.submitEmail(TEST_EMAIL)
  await test.auth.emailLogin.submitOtp(TEST_OTP)
  return test
}

describe('preferred account type', () => {
  it('behavior: without a connected embedded account the switch is refused (ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND) and the frame is not asked', async () => {
    const test = createAuthTest()
    await expect(test.auth.setPreferredAccountType('eoa')).rejects.toMatchObject({
      code: 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND',
      shortMessage: 'Address or auth connector not found',
    })
    expect(test.fake.sent.some((m) => m.type === '@w3m-app/SET_PREFERRED_ACCOUNT')).toBe(false)
  })

  it('default: an embedded account connects as its smart account, not yet deployed', async () => {
    const test = await connectedSmart()
    const account = test.portico.chains.activeChain?.account
    expect(test.portico.chains.activeAddress).toBe(SMART_ADDRESS)
    expect(account?.preferredAccountType).toBe('smartAccount')
    expect(account?.smartAccountDeployed).toBe(false)
  })

  it('behavior: switching to the EOA sends SET_PREFERRED_ACCOUNT, changes the address and reports SET_PREFERRED_ACCOUNT_TYPE', async () => {
    const test = await connectedSmart()
    const events = recordEvents(test)
    await test.auth.setPreferredAccountType('eoa')
    expect(
      test.fake.sent.find((m) => m.type === '@w3m-app/SET_PREFERRED_ACCOUNT')?.payload,
    ).toEqual({
      type: 'eoa',
    })
    expect(test.portico.chains.activeAddress).toBe(EMBEDDED_ADDRESS)
    expect(test.portico.chains.activeChain?.account.preferredAccountType).toBe('eoa')
    await test.auth.setPreferredAccountType('smartAccount')
    expect(test.portico.chains.activeAddress).toBe(SMART_ADDRESS)
    const preferred = events.all().filter((e) => e.data.event === 'SET_PREFERRED_ACCOUNT_TYPE')
    expect(preferred.map((e) => e.data.properties.accountType)).toEqual(['eoa', 'smartAccount'])
    await new Promise((resolve) => setTimeout(resolve, 0))
    // Analytics sends after the next paint (see reportAnalytics).
    await vi.waitFor(() => expect(events.missingFromAnalytics()).toEqual([]))
  })
})
