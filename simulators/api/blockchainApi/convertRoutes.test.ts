import {
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  http,
  maxUint256,
  parseEther,
  publicActions,
} from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AnvilSimulator } from '../../chains/anvil'
import { startTestAnvil, type TestAnvil } from '../../chains/testAnvil'
import { labAmmAbi } from '../../contracts/ammArtifacts'
import { deployAmm } from '../../contracts/deployAmm'
import { deployTokens } from '../../contracts/deployTokens'
import { LAB_SWAP_FEE_RECIPIENT, labAmmAddress } from '../../contracts/labAmm'
import { devAccount, type LabTokenSymbol } from '../../contracts/labTokens'
import type { HttpSimulator } from '../http/httpSimulator'
import { stubTestClient } from '../http/stubTestClient'
import { createBlockchainApiSimulator } from './blockchainApiSimulator'

const NATIVE = 'eip155:8453:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const user = devAccount(2)
let lab: TestAnvil
const base = new AnvilSimulator({ chainId: 8453 })
let tokens: Record<LabTokenSymbol, `0x${string}`>
let sim: HttpSimulator
let api: ReturnType<typeof stubTestClient>

beforeAll(async () => {
  lab = await startTestAnvil()
  await base.start()
  tokens = await deployTokens(base.rpcUrl!)
  await deployAmm(base.rpcUrl!, tokens)
  sim = createBlockchainApiSimulator({
    rpcUrl: lab.rpcUrl,
    chains: [{ chainId: 8453, rpcUrl: base.rpcUrl! }],
  })
  await sim.start()
  api = stubTestClient(sim.url)
})
afterAll(async () => {
  await sim?.stop()
  await base.stop()
  await lab?.stop()
})

const wallet = () =>
  createWalletClient({
    account: user,
    chain: { ...foundry, id: 8453 },
    transport: http(base.rpcUrl!),
  }).extend(publicActions)

type Tx = { to: `0x${string}`; data: `0x${string}`; value: string; eip155: { gas: string } }

describe('convertRoutes', () => {
  it('default: tokens of the AMM chain priced from its reserves; none where there is no AMM', async () => {
    const list = await api.get<{ tokens: { symbol: string; address: string; price: number }[] }>(
      '/v1/convert/tokens',
      { chainId: 'eip155:8453' },
    )
    expect(list.body.tokens.map((t) => [t.symbol, t.price])).toEqual([
      ['ETH', 3000],
      ['USDC', 1],
      ['UNI', 7.5],
      ['USDT', 1],
    ])
    expect(list.body.tokens[0]?.address).toBe(NATIVE)
    const none = await api.get('/v1/convert/tokens', { chainId: 'eip155:31337' })
    expect(none.body).toEqual({ tokens: [] })
    const prices = await api.post<{ fungibles: { symbol: string; price: number }[] }>(
      '/v1/fungible/price',
      { currency: 'usd', addresses: [NATIVE], projectId: 'lab-project' },
    )
    expect(prices.body.fungibles).toMatchObject([{ symbol: 'ETH', price: 3000 }])
  })

  it('parameters: quotes come from the AMM; a dust amount that pays nothing has no quote', async () => {
    const params = { userAddress: user.address, from: NATIVE, to: `eip155:8453:${tokens.USDC}` }
    const quotes = await api.get<{ quotes: { toAmount: string; providerFee: string }[] }>(
      '/v1/convert/quotes',
      { ...params, amount: parseEther('1').toString(), gasPrice: '1' },
    )
    const [onChain, fee] = await wallet().readContract({
      address: labAmmAddress(),
      abi: labAmmAbi,
      functionName: 'quote',
      args: ['0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', tokens.USDC, parseEther('1')],
    })
    expect(quotes.body.quotes[0]).toMatchObject({
      toAmount: onChain.toString(),
      providerFee: fee.toString(),
    })
    const dust = await api.get('/v1/convert/quotes', { ...params, amount: '1000', gasPrice: '1' })
    expect(dust.body).toEqual({ quotes: [] })
  })

  it('behavior: a built swap, sent as is, settles within 1 % of the quote and pays the 0.85 % fee', async () => {
    const amount = parseEther('2')
    const to = `eip155:8453:${tokens.USDC}`
    const quote = await api.get<{ quotes: { toAmount: string }[] }>('/v1/convert/quotes', {
      amount: amount.toString(),
      userAddress: user.address,
      from: NATIVE,
      to,
      gasPrice: '1',
    })
    const toAmount = BigInt(quote.body.quotes[0]!.toAmount)
    const built = await api.post<{ tx: Tx }>('/v1/convert/build-transaction', {
      amount: amount.toString(),
      eip155: { slippage: 1 },
      projectId: 'lab-project',
      from: NATIVE,
      to,
      userAddress: `eip155:8453:${user.address}`,
    })
    const { tx } = built.body
    expect(tx).toMatchObject({ to: labAmmAddress(), value: amount.toString() })
    expect(decodeFunctionData({ abi: labAmmAbi, data: tx.data }).args?.[3]).toBe(
      (toAmount * 99n) / 100n,
    )
    const client = wallet()
    const balance = () =>
      client.readContract({
        address: tokens.USDC,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [user.address],
      })
    const before = await balance()
    const feeBefore = await client.getBalance({ address: LAB_SWAP_FEE_RECIPIENT })
    const hash = await client.sendTransaction({
      to: tx.to,
      data: tx.data,
      value: BigInt(tx.value),
      gas: BigInt(tx.eip155.gas),
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect((await balance()) - before).toBe(toAmount)
    expect((await client.getBalance({ address: LAB_SWAP_FEE_RECIPIENT })) - feeBefore).toBe(
      (amount * 85n) / 10_000n,
    )
  })

  it('behavior: build-approve calldata for the AMM, once sent, shows in the allowance', async () => {
    const from = `eip155:8453:${tokens.UNI}`
    const read = () =>
      api.get<{ allowance: string }>('/v1/convert/allowance', {
        tokenAddress: from,
        userAddress: user.address,
      })
    expect((await read()).body).toEqual({ allowance: '0' })
    const built = await api.get<{ tx: Tx }>('/v1/convert/build-approve', {
      userAddress: `eip155:8453:${user.address}`,
      from,
      to: `eip155:8453:${tokens.USDC}`,
    })
    expect(decodeFunctionData({ abi: erc20Abi, data: built.body.tx.data })).toEqual({
      functionName: 'approve',
      args: [labAmmAddress(), maxUint256],
    })
    const client = wallet()
    const hash = await client.sendTransaction({ to: built.body.tx.to, data: built.body.tx.data })
    await client.waitForTransactionReceipt({ hash })
    expect((await read()).body).toEqual({ allowance: maxUint256.toString() })
    const balances = await api.get<{ balances: { symbol: string }[] }>(
      `/v1/account/${user.address}/balance`,
      { currency: 'usd', chainId: 'eip155:8453' },
    )
    expect(balances.body.balances.map((b) => b.symbol)).toContain('UNI')
  })

  it('behavior: faults apply to the convert endpoints', async () => {
    await sim.command('setFault', { key: 'GET /v1/convert/allowance', status: 500, times: 1 })
    const params = { tokenAddress: `eip155:8453:${tokens.UNI}`, userAddress: user.address }
    expect((await api.get('/v1/convert/allowance', params)).status).toBe(500)
    expect((await api.get('/v1/convert/allowance', params)).status).toBe(200)
    const gas = await api.get<Record<string, string>>('/v1/convert/gas-price', {
      chainId: 'eip155:8453',
    })
    expect(BigInt(gas.body.fast!)).toBeGreaterThan(BigInt(gas.body.standard!))
  })
})
