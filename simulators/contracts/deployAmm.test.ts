import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  maxUint256,
  parseEther,
  parseUnits,
  publicActions,
} from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestAnvil, type TestAnvil } from '../chains/testAnvil'
import { labAmmAbi } from './ammArtifacts'
import { deployTokensAndAmm } from './deployAmm'
import { AMM_NATIVE, LAB_SWAP_FEE_RECIPIENT, labAmmAddress } from './labAmm'
import { devAccount, type LabTokenSymbol, labTokenAddresses } from './labTokens'

let anvil: TestAnvil
let tokens: Record<LabTokenSymbol, `0x${string}`>
beforeAll(async () => {
  anvil = await startTestAnvil()
  tokens = labTokenAddresses()
  expect(await deployTokensAndAmm(anvil.rpcUrl)).toBe(labAmmAddress())
})
afterAll(async () => {
  await anvil?.stop()
})

const wallet = (index: number) =>
  createWalletClient({
    account: devAccount(index),
    chain: foundry,
    transport: http(anvil.rpcUrl),
  }).extend(publicActions)

describe('deployAmm', () => {
  it('default: deploys at the fresh-chain address with seeded pairs at the table prices', async () => {
    const client = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) })
    const amm = labAmmAddress()
    const [eth, usdc] = await client.readContract({
      address: amm,
      abi: labAmmAbi,
      functionName: 'getReserves',
      args: [AMM_NATIVE, tokens.USDC],
    })
    expect(eth).toBe(parseEther('100'))
    expect(usdc).toBe(parseUnits('300000', 6))
  })

  it('behavior: a native → USDC swap pays the quote, and 0.85 % of the input to the fee recipient', async () => {
    const client = wallet(3)
    const amm = labAmmAddress()
    const amountIn = parseEther('1')
    const [quoted, fee] = await client.readContract({
      address: amm,
      abi: labAmmAbi,
      functionName: 'quote',
      args: [AMM_NATIVE, tokens.USDC, amountIn],
    })
    expect(fee).toBe(parseEther('0.0085'))
    const read = () =>
      client.readContract({
        address: tokens.USDC,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [client.account.address],
      })
    const usdcBefore = await read()
    const feeBefore = await client.getBalance({ address: LAB_SWAP_FEE_RECIPIENT })
    const hash = await client.writeContract({
      address: amm,
      abi: labAmmAbi,
      functionName: 'swap',
      args: [AMM_NATIVE, tokens.USDC, amountIn, (quoted * 99n) / 100n, client.account.address],
      value: amountIn,
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect((await read()) - usdcBefore).toBe(quoted)
    expect(await client.getBalance({ address: LAB_SWAP_FEE_RECIPIENT })).toBe(feeBefore + fee)
    // ~2947 USDC: 3000 less the 0.85 % fee less the pool's price impact.
    expect(Number(quoted) / 1e6).toBeGreaterThan(2940)
  })

  it('behavior: USDT-like (no return values) swaps to UNI once approved; a short minimum reverts', async () => {
    const client = wallet(4)
    const amm = labAmmAddress()
    const amountIn = parseUnits('100', 6)
    await client.waitForTransactionReceipt({
      hash: await client.writeContract({
        address: tokens.USDT,
        abi: erc20Abi,
        functionName: 'approve',
        args: [amm, maxUint256],
      }),
    })
    const [quoted] = await client.readContract({
      address: amm,
      abi: labAmmAbi,
      functionName: 'quote',
      args: [tokens.USDT, tokens.UNI, amountIn],
    })
    await expect(
      client.simulateContract({
        address: amm,
        abi: labAmmAbi,
        functionName: 'swap',
        args: [tokens.USDT, tokens.UNI, amountIn, quoted + 1n, client.account.address],
      }),
    ).rejects.toThrow(/slippage/)
    const hash = await client.writeContract({
      address: amm,
      abi: labAmmAbi,
      functionName: 'swap',
      args: [tokens.USDT, tokens.UNI, amountIn, quoted, client.account.address],
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
  })
})
