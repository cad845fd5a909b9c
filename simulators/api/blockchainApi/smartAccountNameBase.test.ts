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
      device: 'names-base',
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

describe('name registration by a smart account on a second lab chain', () => {
  it('behavior: the stub verifies the signature on the chain of the coin type (Base), where the account is deployed (issue 36 #3)', async () => {
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
    const signature = signed.payload.result as Hex
    const client = stubTestClient(api.url)
    const body = { coin_type: 0x80000000 + BASE, address: user.address, message, signature }
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
