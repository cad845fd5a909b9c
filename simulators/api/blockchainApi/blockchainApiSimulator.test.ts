import { createWalletClient, erc20Abi, http, parseEther, parseUnits, publicActions } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestAnvil, type TestAnvil } from '../../chains/testAnvil'
import { usdtLikeTokenAbi } from '../../contracts/artifacts'
import { deployTokens } from '../../contracts/deployTokens'
import { devAccount, type LabTokenSymbol } from '../../contracts/labTokens'
import type { HttpSimulator } from '../http/httpSimulator'
import { type StubAnswer, stubTestClient } from '../http/stubTestClient'
import { createBlockchainApiSimulator } from './blockchainApiSimulator'

const alice = devAccount(0)
const bob = devAccount(1)
const carol = devAccount(6) // funded with ETH by anvil, holds no lab tokens
let anvil: TestAnvil
let tokens: Record<LabTokenSymbol, `0x${string}`>
let sim: HttpSimulator
let api: ReturnType<typeof stubTestClient>
const hashes: Record<string, `0x${string}`> = {}

beforeAll(async () => {
  anvil = await startTestAnvil()
  tokens = await deployTokens(anvil.rpcUrl, { fundedAccounts: 2 })
  const wallet = createWalletClient({
    account: alice,
    chain: foundry,
    transport: http(anvil.rpcUrl),
  })
  const client = wallet.extend(publicActions)
  hashes.usdc = await client.writeContract({
    address: tokens.USDC,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [carol.address, parseUnits('25', 6)],
  })
  hashes.usdt = await client.writeContract({
    address: tokens.USDT,
    abi: usdtLikeTokenAbi,
    functionName: 'transfer',
    args: [carol.address, parseUnits('7.5', 6)],
  })
  hashes.eth = await client.sendTransaction({ to: carol.address, value: parseEther('1') })
  await client.waitForTransactionReceipt({ hash: hashes.eth })
  sim = createBlockchainApiSimulator({ rpcUrl: anvil.rpcUrl, historyPageSize: 2 })
  await sim.start()
  api = stubTestClient(sim.url)
})
afterAll(async () => {
  await sim?.stop()
  await anvil?.stop()
})

interface Balance {
  symbol: string
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  chainId: string
  name: string
  iconUrl: string
}

describe('createBlockchainApiSimulator', () => {
  it('default: runs as "blockchain-api" with its URL in status().info', () => {
    const status = sim.status()
    expect(status).toMatchObject({ name: 'blockchain-api', state: 'running' })
    expect(status.info.url).toBe(sim.url)
    expect(sim.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('behavior: every call needs projectId, st and sv', async () => {
    for (const missing of ['projectId', 'st', 'sv']) {
      const params = { projectId: 'p', st: 'portico', sv: '1' } as Record<string, string>
      delete params[missing]
      const res = await stubTestClient(sim.url, params).get<{ error: string }>(
        '/v1/supported-chains',
      )
      expect(res.status).toBe(400)
      expect(res.body.error).toContain(missing)
    }
    const logged = (await sim.command('requests')) as { query: Record<string, string> }[]
    expect(logged.at(-1)?.query).toEqual({ projectId: 'p', st: 'portico' })
  })

  it('behavior: CORS headers on answers and a 204 OPTIONS preflight', async () => {
    const preflight = await fetch(`${sim.url}/v1/fungible/price`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    const res = await api.get('/v1/supported-chains')
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('behavior: supported chains list the lab chain over http and ws', async () => {
    const { body } = await api.get<{ http: string[]; ws: string[] }>('/v1/supported-chains')
    expect(body.http[0]).toBe('eip155:31337')
    expect(body.ws).toContain('eip155:31337')
    expect(body.http).toContain('eip155:1')
  })

  it('behavior: balances read native, ERC-20 and USDT-like amounts from anvil', async () => {
    const { status, body } = await api.get<{ balances: Balance[] }>(
      `/v1/account/${carol.address}/balance`,
      { currency: 'usd', chainId: 'eip155:31337' },
    )
    expect(status).toBe(200)
    const bySymbol = Object.fromEntries(body.balances.map((b) => [b.symbol, b]))
    expect(Object.keys(bySymbol).sort()).toEqual(['ETH', 'USDC', 'USDT'])
    expect(bySymbol.ETH).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:31337',
      value: 30_003_000,
      price: 3000,
      quantity: { decimals: '18', numeric: '10001' },
      iconUrl: `${sim.url}/v1/token-image/ETH`,
    })
    expect(bySymbol.USDC).toEqual({
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:31337',
      address: `eip155:31337:${tokens.USDC}`,
      value: 25,
      price: 1,
      quantity: { decimals: '6', numeric: '25' },
      iconUrl: `${sim.url}/v1/token-image/USDC`,
    })
    expect(bySymbol.USDT).toMatchObject({
      address: `eip155:31337:${tokens.USDT}`,
      quantity: { decimals: '6', numeric: '7.5' },
      value: 7.5,
    })
  })

  it('parameters: balances of a funded dev account and of another chain', async () => {
    const funded = await api.get<{ balances: Balance[] }>(`/v1/account/${bob.address}/balance`, {
      currency: 'usd',
      chainId: '31337',
    })
    const uni = funded.body.balances.find((b) => b.symbol === 'UNI')
    expect(uni).toMatchObject({ quantity: { decimals: '18', numeric: '500' }, value: 3750 })
    const other = await api.get(`/v1/account/${bob.address}/balance`, { chainId: 'eip155:1' })
    expect(other.body).toEqual({ balances: [] })
    const bad = await api.get('/v1/account/nope/balance', { chainId: 'eip155:31337' })
    expect(bad.status).toBe(400)
  })

  it('behavior: history lists the transfers made, newest first, paged by cursor', async () => {
    type History = StubAnswer<{ data: HistoryItem[]; next?: string }>
    const first: History = await api.get(`/v1/account/${carol.address}/history`, {
      chainId: 'eip155:31337',
    })
    expect(first.body.data.map((item) => item.id)).toEqual([hashes.eth, hashes.usdt])
    expect(first.body.next).toEqual(expect.any(String))
    const [eth, usdt] = first.body.data
    expect(eth?.metadata).toMatchObject({
      chain: 'eip155:31337',
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: alice.address,
      sentTo: carol.address,
    })
    expect(new Date(eth!.metadata.minedAt).toISOString()).toBe(eth!.metadata.minedAt)
    expect(eth?.transfers).toEqual([
      {
        fungible_info: {
          name: 'Ether',
          symbol: 'ETH',
          icon: { url: `${sim.url}/v1/token-image/ETH` },
        },
        direction: 'in',
        quantity: { numeric: '1' },
        value: 3000,
        price: 3000,
      },
    ])
    expect(usdt?.metadata.sentTo).toBe(tokens.USDT)
    expect(usdt?.transfers[0]).toMatchObject({
      fungible_info: { symbol: 'USDT' },
      quantity: { numeric: '7.5' },
    })
    const second: History = await api.get(`/v1/account/${carol.address}/history`, {
      chainId: 'eip155:31337',
      cursor: first.body.next!,
    })
    expect(second.body.data.map((item) => item.id)).toEqual([hashes.usdc])
    expect(second.body.next).toBeUndefined()

    const sender: History = await api.get(`/v1/account/${alice.address}/history`, {})
    expect(sender.body.data[0]?.metadata.operationType).toBe('send')
    expect(sender.body.data[0]?.transfers[0]?.direction).toBe('out')
    const onramp = await api.get(`/v1/account/${carol.address}/history`, { onramp: 'coinbase' })
    expect(onramp.body).toEqual({ data: [] })
  })

  it('behavior: faults set by command apply to the named endpoint, next N only', async () => {
    await sim.command('setFault', { key: 'GET /v1/supported-chains', status: 503, times: 1 })
    expect((await api.get('/v1/supported-chains')).status).toBe(503)
    expect((await api.get('/v1/supported-chains')).status).toBe(200)
    await sim.command('setFault', { key: 'GET /v1/convert/tokens', drop: true })
    await expect(api.get('/v1/convert/tokens', { chainId: '31337' })).rejects.toThrow()
    expect(await sim.command('listFaults')).toHaveLength(1)
    await sim.command('clearFaults')
    expect((await api.get('/v1/convert/tokens', { chainId: '31337' })).status).toBe(200)
    await expect(sim.command('nope')).rejects.toThrow('no command')
  })
})

interface HistoryItem {
  id: string
  metadata: {
    minedAt: string
    chain: string
    operationType: string
    status: string
    sentFrom: string
    sentTo: string
  }
  transfers: { direction: string; quantity: { numeric: string }; fungible_info: object }[]
}
