import { describe, expect, it, vi } from 'vitest'
import { base, mainnet } from '../../core/stores/testing/fixtures'
import { FRAME_REQUEST_TYPES } from './frameMessages'
import { frameTimeoutOf } from './frameTimeouts'
import { createAuthTest, settle, TEST_EMAIL, TEST_OTP } from './testing/authHarness'

const key = (name: string) => `@portico/${name}`

/**
 * Waits until the frame has received the request it stays silent on (its 30 s timer is set
 * then; the code before it may load lazily), then lets 30 s pass on the clock.
 */
async function thirtySecondsLater(test: ReturnType<typeof createAuthTest>) {
  await vi.waitFor(() => expect(test.script.dropped.length).toBeGreaterThan(0))
  test.script.dropped.length = 0
  test.clock.advance(30_000)
  await settle()
}

async function loggedIn(test = createAuthTest()) {
  test.portico.open()
  await test.auth.emailLogin.submitEmail(TEST_EMAIL)
  await test.auth.emailLogin.submitOtp(TEST_OTP)
  return test
}

describe('frame time-outs', () => {
  it('default: every request the frame answers by itself is bounded at 30 s; only the waits on a phone or a chain are not', () => {
    const unbounded = FRAME_REQUEST_TYPES.filter((type) => frameTimeoutOf(type) === undefined)
    expect(unbounded).toEqual(['CONNECT_FARCASTER', 'RPC_REQUEST'])
    expect(frameTimeoutOf('CONNECT_EMAIL')).toBe(30_000)
    expect(frameTimeoutOf('GET_USER')).toBe(30_000)
  })

  it('behavior: a frame that says READY but never takes the site set-up ends the e-mail spinner at 30 s with "Unable to load email login dependency"', async () => {
    const test = createAuthTest()
    test.script.silent.add('SYNC_DAPP_DATA')
    test.portico.open()
    const submitting = test.auth.emailLogin.submitEmail(TEST_EMAIL)
    await thirtySecondsLater(test)
    await submitting
    expect(test.auth.emailLogin.busy).toBe(false)
    expect(test.auth.emailLogin.error?.shortMessage).toBe('Unable to load email login dependency')
    expect(test.portico.alerts.current?.title).toBe('Invalid App Configuration')
    // The half-loaded frame is gone: the next attempt mounts a fresh one.
    expect(test.fake.mounted).toBeUndefined()
    test.script.silent.clear()
    test.clock.advance(30_000)
    await test.auth.emailLogin.submitEmail(TEST_EMAIL)
    expect(test.portico.router.view).toBe('EmailVerifyOtp')
  })

  it('behavior: after a right code, a frame that never names the user ends the spinner at 30 s with an error; the wallet is not left connecting', async () => {
    const test = createAuthTest()
    test.portico.open()
    await test.auth.emailLogin.submitEmail(TEST_EMAIL)
    test.script.silent.add('GET_USER')
    const checking = test.auth.emailLogin.submitOtp(TEST_OTP)
    await thirtySecondsLater(test)
    await checking
    expect(test.auth.emailLogin.busy).toBe(false)
    expect(test.auth.emailLogin.error?.shortMessage).toBe('Request was aborted')
    expect(test.portico.connection.status('eip155')).toBe('disconnected')
  })

  it('behavior: a frame silent on an e-mail change ends the UpdateEmail spinner at 30 s with an error', async () => {
    const test = await loggedIn()
    test.script.silent.add('UPDATE_EMAIL')
    const submitting = test.auth.updateEmail.submitEmail('new@example.test')
    await thirtySecondsLater(test)
    await submitting
    expect(test.auth.updateEmail.busy).toBe(false)
    expect(test.auth.updateEmail.error?.shortMessage).toBe('Request was aborted')
  })

  it('behavior: a network switch the frame never answers fails at 30 s; network and account stay', async () => {
    const test = await loggedIn(createAuthTest({ networks: [mainnet, base] }))
    test.script.silent.add('SWITCH_NETWORK')
    const switching = test.portico.networks.switchNetwork(base).catch((e: unknown) => e)
    await thirtySecondsLater(test)
    expect(await switching).toMatchObject({ code: 'REQUEST_ABORTED' })
    expect(test.portico.chains.activeCaipNetwork?.id).toBe(1)
  })

  it('behavior: on a reload, a frame that never says whether it is connected leaves the wallet disconnected at 30 s, not restoring', async () => {
    const test = createAuthTest()
    test.script.connected = true
    test.script.silent.add('IS_CONNECTED')
    test.storage.setItem(key('connectedConnectorId:eip155'), 'AUTH')
    const init = test.portico.init()
    await thirtySecondsLater(test)
    await init
    expect(test.portico.connection.status('eip155')).toBe('disconnected')
  })

  it('behavior: after a reload whose page never came back, the next e-mail attempt loads a fresh frame', async () => {
    const test = createAuthTest()
    test.portico.open()
    await test.auth.emailLogin.submitEmail(TEST_EMAIL)
    test.script.silent.add('RELOAD')
    const reloading = test.auth.reload().catch((e: unknown) => e)
    await thirtySecondsLater(test)
    expect(await reloading).toMatchObject({ code: 'REQUEST_ABORTED' })
    test.script.silent.clear()
    test.portico.router.goBack()
    const submitting = test.auth.emailLogin.submitEmail(TEST_EMAIL)
    await settle()
    test.clock.advance(30_000)
    await submitting
    expect(test.auth.emailLogin.error).toBeUndefined()
    expect(test.portico.router.view).toBe('EmailVerifyOtp')
    expect(test.fake.mounted).toBeDefined()
  })
})
