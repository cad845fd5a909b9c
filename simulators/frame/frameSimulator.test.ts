import { createPublicClient, type Hex, http, stringToHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestAnvil, type TestAnvil } from '../chains/testAnvil'
import type { SentEmail } from './authProvider'
import { createAuthFrameSimulator } from './frameSimulator'

let anvil: TestAnvil
const frame = createAuthFrameSimulator({ rpcUrl: () => anvil.rpcUrl })
let nextId = 1

async function send(device: string, type: string, payload?: unknown) {
  const response = await fetch(`${frame.url}/frame/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      device,
      message: { type: `@w3m-app/${type}`, id: String(nextId++), payload },
    }),
  })
  return (await response.json()) as { type: string; id: string; payload: Record<string, unknown> }
}
const inbox = async () => (await frame.command('inbox')) as SentEmail[]
const lastCode = async () => (await inbox()).filter((m) => m.kind === 'otp').at(-1)?.code ?? ''

beforeAll(async () => {
  anvil = await startTestAnvil()
  await frame.start()
})
afterAll(async () => {
  await frame.stop()
  await anvil.stop()
})

describe('auth-frame simulator', () => {
  it('default: serves the frame page on its own origin, which says READY with version 4', async () => {
    const page = await (await fetch(`${frame.url}/frame.html?origin=http://127.0.0.1:1`)).text()
    expect(page).toContain("type: '@w3m-frame/READY', version: 4")
    expect(page).toContain('event.source !== window.parent')
  })

  it('behavior: e-mail login mails a code; a wrong code is refused, the right one connects the same address each time', async () => {
    const connect = await send('d1', 'CONNECT_EMAIL', { email: 'ada@example.test' })
    expect(connect).toMatchObject({
      type: '@w3m-frame/CONNECT_EMAIL_SUCCESS',
      payload: { action: 'VERIFY_OTP' },
    })
    expect((await inbox()).at(-1)).toMatchObject({ to: 'ada@example.test', kind: 'otp' })
    const wrong = await send('d1', 'CONNECT_OTP', { otp: '000000x' })
    expect(wrong).toMatchObject({
      type: '@w3m-frame/CONNECT_OTP_ERROR',
      payload: { message: 'Invalid code' },
    })
    const right = await send('d1', 'CONNECT_OTP', { otp: await lastCode() })
    expect(right.type).toBe('@w3m-frame/CONNECT_OTP_SUCCESS')
    const user = await send('d1', 'GET_USER', { chainId: 31337 })
    expect(user.payload).toMatchObject({ email: 'ada@example.test', chainId: 31337 })
    expect((await send('d1', 'IS_CONNECTED')).payload).toEqual({ isConnected: true })
    // The key is derived from the identity: another session of the same e-mail, same address.
    await send('d1', 'SIGN_OUT')
    expect((await send('d1', 'IS_CONNECTED')).payload).toEqual({ isConnected: false })
    await send('d1', 'CONNECT_EMAIL', { email: 'ada@example.test' })
    await send('d1', 'CONNECT_OTP', { otp: await lastCode() })
    expect((await send('d1', 'GET_USER', { chainId: 31337 })).payload.address).toBe(
      user.payload.address,
    )
  })

  it('behavior: personal_sign answers a real signature that verifies on the lab chain', async () => {
    await send('d2', 'CONNECT_EMAIL', { email: 'bob@example.test' })
    await send('d2', 'CONNECT_OTP', { otp: await lastCode() })
    const { address } = (await send('d2', 'GET_USER', { chainId: 31337 })).payload as {
      address: Hex
    }
    const message = 'hello lab'
    const reply = await send('d2', 'RPC_REQUEST', {
      method: 'personal_sign',
      params: [stringToHex(message), address],
    })
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const valid = await client.verifyMessage({
      address,
      message,
      signature: reply.payload.result as Hex,
    })
    expect(valid).toBe(true)
  })

  it('behavior: a new device must be approved from the e-mailed link before the code is sent', async () => {
    await frame.command('requireDeviceVerification', { email: 'cy@example.test' })
    const connect = await send('d3', 'CONNECT_EMAIL', { email: 'cy@example.test' })
    expect(connect.payload).toEqual({ action: 'VERIFY_DEVICE' })
    const link = (await inbox()).at(-1)?.link ?? ''
    expect(link).toMatch(new RegExp(`^${frame.url}/device/`))
    const waiting = send('d3', 'CONNECT_DEVICE')
    const page = await (await fetch(link)).text()
    expect(page).toContain('This device is approved')
    expect((await waiting).type).toBe('@w3m-frame/CONNECT_DEVICE_SUCCESS')
    expect((await inbox()).at(-1)).toMatchObject({ to: 'cy@example.test', kind: 'otp' })
  })

  it('behavior: a social sign-in approved on the provider page connects provider:username once', async () => {
    const redirect = await send('d4', 'GET_SOCIAL_REDIRECT_URI', { provider: 'google' })
    const uri = String(redirect.payload.uri)
    expect(uri).toMatch(new RegExp(`^${frame.url}/oauth/google\\?state=`))
    const state = new URL(uri).searchParams.get('state')
    const page = await (await fetch(uri)).text()
    expect(page).toContain('Sign in with google (lab)')
    const decided = await fetch(`${frame.url}/oauth/decide`, {
      method: 'POST',
      body: JSON.stringify({ state, approve: true, username: 'ada' }),
    })
    const { uri: result } = (await decided.json()) as { uri: string }
    const user = await send('d4', 'CONNECT_SOCIAL', { uri: result })
    expect(user.payload).toMatchObject({ email: null, userName: 'ada' })
    const again = await send('d5', 'CONNECT_SOCIAL', { uri: result })
    expect(again.type).toBe('@w3m-frame/CONNECT_SOCIAL_ERROR')
  })

  it('behavior: the smart account is counterfactual, deployed on first use, and runs a batch atomically', async () => {
    await send('d6', 'CONNECT_EMAIL', { email: 'sam@example.test' })
    await send('d6', 'CONNECT_OTP', { otp: await lastCode() })
    const user = (await send('d6', 'GET_USER', { chainId: 31337 })).payload as {
      address: Hex
      accounts: { address: Hex; type: string }[]
      smartAccountDeployed: boolean
      preferredAccountType: string
    }
    const owner = user.accounts.find((a) => a.type === 'eoa')!.address
    expect(user.preferredAccountType).toBe('smartAccount')
    expect(user.address).not.toBe(owner)
    expect(user.smartAccountDeployed).toBe(false)
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const [a, b] = [
      '0x00000000000000000000000000000000000000a1',
      '0x00000000000000000000000000000000000000b2',
    ] as const
    const good = [
      { to: a, value: '0x64' },
      { to: b, value: '0xc8' },
    ]
    const sent = await send('d6', 'RPC_REQUEST', {
      method: 'wallet_sendCalls',
      params: [{ calls: good }],
    })
    expect(sent.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS')
    expect(await client.getBalance({ address: a })).toBe(100n)
    expect(await client.getBalance({ address: b })).toBe(200n)
    const after = (await send('d6', 'GET_USER', { chainId: 31337 })).payload
    expect(after.smartAccountDeployed).toBe(true)
    // One failing call (a contract without that function) reverts the whole batch.
    const bad = [
      { to: a, value: '0x64' },
      { to: user.address, data: '0xdeadbeef' },
    ]
    const failed = await send('d6', 'RPC_REQUEST', {
      method: 'wallet_sendCalls',
      params: [{ calls: bad }],
    })
    expect(failed.type).toBe('@w3m-frame/RPC_REQUEST_ERROR')
    expect(await client.getBalance({ address: a })).toBe(100n)
    const eoa = await send('d6', 'SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    expect(eoa.payload).toEqual({ type: 'eoa', address: owner })
  })

  it('behavior: a fault on the frame page answers its status instead of the frame', async () => {
    await frame.command('setFault', { key: 'GET /frame.html', status: 500, times: 1 })
    expect((await fetch(`${frame.url}/frame.html`)).status).toBe(500)
    expect((await fetch(`${frame.url}/frame.html`)).status).toBe(200)
  })

  it('behavior: on a chain without smart accounts the account is the EOA: user, enabled networks and the signer', async () => {
    await send('d9', 'CONNECT_EMAIL', { email: 'eve@example.test' })
    await send('d9', 'CONNECT_OTP', { otp: await lastCode() })
    const smart = (await send('d9', 'GET_USER', { chainId: 31337 })).payload as { address: Hex }
    expect(await frame.command('limitSmartAccounts', { chainIds: [] })).toEqual([])
    const user = (await send('d9', 'GET_USER', { chainId: 31337 })).payload as {
      address: Hex
      accounts: { address: Hex; type: string }[]
      preferredAccountType: string
    }
    expect(user.address).not.toBe(smart.address)
    expect(user.accounts).toEqual([{ address: user.address, type: 'eoa' }])
    expect(user.preferredAccountType).toBe('eoa')
    const networks = await send('d9', 'GET_SMART_ACCOUNT_ENABLED_NETWORKS')
    expect(networks.payload).toEqual({ smartAccountEnabledNetworks: [] })
    const reply = await send('d9', 'RPC_REQUEST', {
      method: 'personal_sign',
      params: [stringToHex('eoa here'), user.address],
    })
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect(
      await client.verifyMessage({
        address: user.address,
        message: 'eoa here',
        signature: reply.payload.result as Hex,
      }),
    ).toBe(true)
    await frame.command('reset')
    expect(await frame.command('limitSmartAccounts', { chainIds: [31337] })).toEqual([31337])
  })
})
