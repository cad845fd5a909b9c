import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseUnits,
  publicActions,
} from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestAnvil, type TestAnvil } from '../chains/testAnvil'
import { usdtLikeTokenAbi } from './artifacts'
import { deployTokens } from './deployTokens'
import { devAccount, labTokenAddresses } from './labTokens'

let anvil: TestAnvil
beforeAll(async () => {
  anvil = await startTestAnvil()
})
afterAll(async () => {
  await anvil?.stop()
})

describe('deployTokens', () => {
  it('default: deploys USDC, UNI and USDT-like at the fresh-chain addresses and funds accounts', async () => {
    const tokens = await deployTokens(anvil.rpcUrl)
    expect(tokens).toEqual(labTokenAddresses())
    expect(tokens).toEqual({
      USDC: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      UNI: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      USDT: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    })
    const client = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) })
    const read = (address: `0x${string}`, functionName: 'decimals' | 'symbol') =>
      client.readContract({ address, abi: erc20Abi, functionName })
    expect(await read(tokens.USDC, 'decimals')).toBe(6)
    expect(await read(tokens.UNI, 'decimals')).toBe(18)
    expect(await read(tokens.USDT, 'symbol')).toBe('USDT')
    for (const index of [0, 4]) {
      const balance = await client.readContract({
        address: tokens.UNI,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [devAccount(index).address],
      })
      expect(balance).toBe(parseUnits('500', 18))
    }
    const unfunded = await client.readContract({
      address: tokens.USDC,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [devAccount(5).address],
    })
    expect(unfunded).toBe(0n)
  })

  it('behavior: the USDT-like token breaks strict ERC-20 callers as USDT does', async () => {
    const tokens = await deployTokens(anvil.rpcUrl, { fundedAccounts: 1 })
    const owner = devAccount(0)
    const client = createWalletClient({
      account: owner,
      chain: foundry,
      transport: http(anvil.rpcUrl),
    }).extend(publicActions)
    const spender = devAccount(3).address
    // A strict ERC-20 ABI expects a bool back; USDT returns no data at all.
    await expect(
      client.simulateContract({
        address: tokens.USDT,
        abi: erc20Abi,
        functionName: 'approve',
        args: [spender, 1n],
      }),
    ).rejects.toThrow(/returned no data/)
    const approve = (value: bigint) =>
      client.writeContract({
        address: tokens.USDT,
        abi: usdtLikeTokenAbi,
        functionName: 'approve',
        args: [spender, value],
      })
    await client.waitForTransactionReceipt({ hash: await approve(5n) })
    await expect(
      client.simulateContract({
        address: tokens.USDT,
        abi: usdtLikeTokenAbi,
        functionName: 'approve',
        args: [spender, 6n],
      }),
    ).rejects.toThrow(/reset allowance to 0 first/)
  })
})
