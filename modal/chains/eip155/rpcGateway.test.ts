import { describe, expect, it } from 'vitest'
import type { FetchFn } from '../../core/deps'
import { NativeBalanceReader } from './nativeBalance'
import { base, ethereum, withRpcUrl } from './networks'
import { FALLBACK_RANKING, rpcEndpoints } from './rpcGateway'

const GATEWAY = { host: 'http://127.0.0.1:7000/', projectId: 'p1' }
const DEV_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A node stand-in per URL prefix: `answer` returns a balance, `fail` answers 500. */
function nodes(behaviour: Record<string, 'answer' | 'fail'>) {
  const seen: string[] = []
  const fetch: FetchFn = async (input, init) => {
    seen.push(input)
    const entry = Object.entries(behaviour).find(([prefix]) => input.startsWith(prefix))
    if (!entry || entry[1] === 'fail') return new Response('{"error":"boom"}', { status: 500 })
    const body = JSON.parse(String(init?.body)) as { id: number; method: string }
    const result = body.method === 'eth_getBalance' ? '0xde0b6b3a7640000' : true
    return Response.json({ jsonrpc: '2.0', id: body.id, result })
  }
  return { fetch, seen }
}

describe('rpcEndpoints', () => {
  it('default: a gateway chain reads from {host}/v1/?chainId&projectId, its own URL second', () => {
    expect(rpcEndpoints(withRpcUrl(base, 'http://127.0.0.1:8545'), GATEWAY)).toEqual([
      'http://127.0.0.1:7000/v1/?chainId=eip155%3A8453&projectId=p1',
      'http://127.0.0.1:8545',
    ])
  })

  it('parameters: a chain off the gateway list uses only its own default RPC URL', () => {
    const gateway = { ...GATEWAY, chains: ['eip155:10' as const] }
    expect(rpcEndpoints(withRpcUrl(base, 'http://127.0.0.1:8545'), gateway)).toEqual([
      'http://127.0.0.1:8545',
    ])
  })

  it('parameters: named secondary endpoints are the fallback in place of the own URL', () => {
    const gateway = { ...GATEWAY, secondary: { 'eip155:1': ['http://127.0.0.1:7001/rpc'] } }
    expect(rpcEndpoints(withRpcUrl(ethereum, 'http://127.0.0.1:8545'), gateway)).toEqual([
      'http://127.0.0.1:7000/v1/?chainId=eip155%3A1&projectId=p1',
      'http://127.0.0.1:7001/rpc',
    ])
  })

  it('default: the ranking is SPEC §9 (4000 ms, 10 samples, 1000 ms, 0.7 / 0.3)', () => {
    expect(FALLBACK_RANKING).toEqual({
      interval: 4000,
      sampleCount: 10,
      timeout: 1000,
      weights: { stability: 0.7, latency: 0.3 },
    })
  })
})

describe('NativeBalanceReader through the gateway', () => {
  it('default: the balance is read through the gateway', async () => {
    const { fetch, seen } = nodes({ 'http://127.0.0.1:7000/v1/': 'answer' })
    const reader = new NativeBalanceReader(fetch, GATEWAY)
    expect(await reader.read(DEV_0, withRpcUrl(base, 'http://127.0.0.1:8545'))).toEqual({
      balance: '1',
      symbol: 'ETH',
    })
    expect(seen.some((url) => url.startsWith('http://127.0.0.1:7000/v1/?chainId=eip155'))).toBe(
      true,
    )
  })

  it('behavior: a gateway answering 500 moves the read to the fallback, the balance still comes', async () => {
    const { fetch, seen } = nodes({
      'http://127.0.0.1:7000/v1/': 'fail',
      'http://127.0.0.1:8545': 'answer',
    })
    const reader = new NativeBalanceReader(fetch, GATEWAY)
    const network = withRpcUrl(base, 'http://127.0.0.1:8545')
    expect((await reader.read(DEV_0, network)).balance).toBe('1')
    expect(seen.filter((url) => url.startsWith('http://127.0.0.1:7000/')).length).toBeGreaterThan(0)
    expect(seen.filter((url) => url.startsWith('http://127.0.0.1:8545')).length).toBeGreaterThan(0)
  })

  it('behavior: every endpoint failing is "Token Balance Unavailable"', async () => {
    const { fetch } = nodes({})
    const reader = new NativeBalanceReader(fetch, GATEWAY)
    await expect(
      reader.read(DEV_0, withRpcUrl(base, 'http://127.0.0.1:8545')),
    ).rejects.toMatchObject({ code: 'TOKEN_BALANCE_UNAVAILABLE' })
  })
})
