import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestAnvil, type TestAnvil } from '../../chains/testAnvil'
import type { HttpSimulator } from '../http/httpSimulator'
import { createBlockchainApiSimulator } from './blockchainApiSimulator'

const DEV_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const GET_BALANCE = { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [DEV_0, 'latest'] }
let anvil: TestAnvil
let sim: HttpSimulator

beforeAll(async () => {
  anvil = await startTestAnvil()
  sim = createBlockchainApiSimulator({ rpcUrl: anvil.rpcUrl })
  await sim.start()
})
afterAll(async () => {
  await sim?.stop()
  await anvil?.stop()
})

const post = (path: string, body: unknown = GET_BALANCE) =>
  fetch(`${sim.url}${path}`, { method: 'POST', body: JSON.stringify(body) })

describe('the RPC gateway routes of the Blockchain API stub', () => {
  it('default: /v1/?chainId&projectId answers node JSON-RPC from anvil', async () => {
    const res = await post('/v1/?chainId=eip155:31337&projectId=p1')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x21e19e0c9bab2400000' })
  })

  it('parameters: a batch is answered call by call; an unknown chain is 400', async () => {
    const res = await post('/v1/?chainId=eip155:31337&projectId=p1', [
      GET_BALANCE,
      { jsonrpc: '2.0', id: 2, method: 'eth_chainId', params: [] },
    ])
    expect(((await res.json()) as { result: string }[]).map((r) => r.result)).toEqual([
      '0x21e19e0c9bab2400000',
      '0x7a69',
    ])
    expect((await post('/v1/?chainId=eip155:5&projectId=p1')).status).toBe(400)
  })

  it('behavior: no project id is 400, a refused one 401; the fallback needs none', async () => {
    expect((await post('/v1/?chainId=eip155:31337')).status).toBe(400)
    await sim.command('refuseProjectId', { projectId: 'bad' })
    expect((await post('/v1/?chainId=eip155:31337&projectId=bad')).status).toBe(401)
    expect((await post('/rpc/fallback?chainId=eip155:31337')).status).toBe(200)
  })

  it('behavior: a 500 fault on the gateway leaves the fallback answering', async () => {
    await sim.command('setFault', { key: 'POST /v1', status: 500 })
    expect((await post('/v1/?chainId=eip155:31337&projectId=p1')).status).toBe(500)
    const res = await post('/rpc/fallback?chainId=eip155:31337')
    expect(((await res.json()) as { result: string }).result).toBe('0x21e19e0c9bab2400000')
  })
})
