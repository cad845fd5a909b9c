import { type Hex, stringToHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AnvilSimulator } from '../../chains/anvil'
import { startTestAnvil, type TestAnvil } from '../../chains/testAnvil'
import type { SentEmail } from '../../frame/authProvider'
import { createAuthFrameSimulator } from '../../frame/frameSimulator'
import type { HttpSimulator } from '../http/httpSimulator'
import { stubTestClient } from '../http/stubTestClient'
import { createBlockchainApiSimulator } from './blockchainApiSimulator'

const BASE = 8453
let anvil: TestAnvil
/** The lab's second chain (Base), where the embedded account has a smart account too. */
const base = new AnvilSimulator({ chainId: BASE, name: 'anvil-base' })
let api: HttpSimulator
const frame = createAuthFrameSimulator({
  rpcUrl: () => anvil.rpcUrl,
  chains: [{ chainId: BASE, rpcUrl: () => base.rpcUrl! }],
})

/** One message to the lab's auth frame, as the embedded wallet's frame client sends it. */
async function send(type: string, payload?: unknown) {
  const response = await fetch(`${frame.url}/frame/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      device: 'names',
      message: { type: `@w3m-app/${type}`, id: type, payload },
    }),
  })
  return (await response.json()) as { type: string; payload: Record<string, unknown> }
}

beforeAll(async () => {
  anvil = await startTestAnvil()
  await base.start()
  await frame.start()
  api = createBlockchainApiSimulator({
    rpcUrl: anvil.rpcUrl,
    chains: [{ chainId: BASE, rpcUrl: () => base.rpcUrl! }],
  })
  await api.start()
})
afterAll(async () => {
  await api.stop()
  await frame.stop()
  await base.stop()
  await anvil.stop()
})

describe('name registration by a smart account', () => {
  it('behavior: the stub verifies a smart account signature through ERC-1271 and registers the name (SPEC §4 names)', async () => {
    await send('CONNECT_EMAIL', { email: 'sally@example.test' })
    const mails = (await frame.command('inbox')) as SentEmail[]
    await send('CONNECT_OTP', { otp: mails.filter((m) => m.kind === 'otp').at(-1)?.code })
    const user = (await send('GET_USER', { chainId: 31337 })).payload as {
      address: Hex
      accounts: { address: Hex; type: string }[]
    }
    const smart = user.accounts.find((a) => a.type === 'smartAccount')?.address
    expect(smart).toBe(user.address)
    const message = JSON.stringify({ name: 'sally-lab.portico.id', attributes: {}, timestamp: 1 })
    const signed = await send('RPC_REQUEST', {
      method: 'personal_sign',
      params: [stringToHex(message), user.address],
    })
    const signature = signed.payload.result as Hex
    const client = stubTestClient(api.url)
    const body = { coin_type: 2_147_514_985, address: user.address, message, signature }
    expect(await client.post('/v1/profile/account', body)).toMatchObject({ status: 200 })
    const profile = await client.get('/v1/profile/account/sally-lab.portico.id', { apiVersion: 2 })
    expect(JSON.stringify(profile.body).toLowerCase()).toContain(user.address.toLowerCase())
    // The same signature does not speak for the owner key, nor for another account.
    const forged = { ...body, message: message.replace('sally-lab', 'sally-two') }
    expect((await client.post('/v1/profile/account', forged)).status).toBe(401)
  })

  it('behavior: on Base the stub verifies the signature on the chain of the coin type, where the account is deployed (issue 36 #3)', async () => {
    await send('CONNECT_EMAIL', { email: 'basil@example.test' })
    const mails = (await frame.command('inbox')) as SentEmail[]
    await send('CONNECT_OTP', { otp: mails.filter((m) => m.kind === 'otp').at(-1)?.code })
    await send('SWITCH_NETWORK', { chainId: BASE })
    const user = (await send('GET_USER', { chainId: BASE })).payload as { address: Hex }
    const message = JSON.stringify({ name: 'basil-lab.portico.id', attributes: {}, timestamp: 1 })
    const signed = await send('RPC_REQUEST', {
      method: 'personal_sign',
      params: [stringToHex(message), user.address],
    })
    const client = stubTestClient(api.url)
    const body = {
      coin_type: 0x80000000 + BASE,
      address: user.address,
      message,
      signature: signed.payload.result as Hex,
    }
    expect(await client.post('/v1/profile/account', body)).toMatchObject({ status: 200 })
    // On the lab chain, where this account has no code, the same signature speaks for nobody.
    const elsewhere = {
      ...body,
      coin_type: 0x80000000 + 31337,
      message: message.replace('basil-lab', 'basil-two'),
    }
    expect((await client.post('/v1/profile/account', elsewhere)).status).toBe(401)
  })
})
