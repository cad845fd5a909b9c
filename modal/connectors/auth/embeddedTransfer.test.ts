import { encodeFunctionData, erc20Abi, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import type { TransferRequest } from '../../core/chains/chainAdapter'
import {
  createAuthTest,
  EMBEDDED_ADDRESS,
  SMART_ADDRESS,
  settle,
  TEST_EMAIL,
  TEST_OTP,
} from './testing/authHarness'

const RECEIVER = '0x00000000000000000000000000000000000000c1'
const TOKEN = '0x00000000000000000000000000000000000000d1'

async function connected(preferred: 'eoa' | 'smartAccount') {
  const test = createAuthTest()
  test.script.preferred = preferred
  test.portico.open()
  await test.auth.emailLogin.submitEmail(TEST_EMAIL)
  await test.auth.emailLogin.submitOtp(TEST_OTP)
  const adapter = await test.portico.adapters.load('eip155')
  const network = test.portico.chains.activeCaipNetwork!
  return { ...test, adapter, network }
}

/** What reached the frame as RPC requests, method and first parameter. */
function rpcSent(test: Awaited<ReturnType<typeof connected>>) {
  return test.fake.sent
    .filter((m) => m.type === '@w3m-app/RPC_REQUEST')
    .map((m) => m.payload as { method: string; params?: unknown[] })
}

describe('embedded wallet transfers (the send feature)', () => {
  it('default: the embedded eip155 account offers the send port, so Send is not refused as unsupported', async () => {
    const { adapter } = await connected('smartAccount')
    expect(adapter.transfer).toBeTypeOf('function')
    expect(adapter.estimateTransferFee).toBeTypeOf('function')
  })

  it('behavior: the fee is estimated by the frame for the connected smart account, without an approval', async () => {
    const test = await connected('smartAccount')
    const request: TransferRequest = { to: RECEIVER, amount: 10n ** 17n, network: test.network }
    const { fee } = await test.adapter.estimateTransferFee!(request)
    expect(fee).toBe(21_000n * 1_000_000_000n)
    expect(test.portico.router.view).not.toBe('ApproveTransaction')
    const estimate = rpcSent(test).find((m) => m.method === 'eth_estimateGas')
    expect(estimate?.params?.[0]).toMatchObject({ from: SMART_ADDRESS, to: getAddress(RECEIVER) })
  })

  it('behavior: a native send waits on ApproveTransaction; approved, the frame sends it from the EOA', async () => {
    const test = await connected('eoa')
    const request: TransferRequest = { to: RECEIVER, amount: 10n ** 17n, network: test.network }
    const sending = test.adapter.transfer!(request)
    await settle()
    expect(test.portico.router.view).toBe('ApproveTransaction')
    expect(rpcSent(test).map((m) => m.method)).not.toContain('eth_sendTransaction')
    test.portico.requests.approve()
    expect(await sending).toBe(`0x${'cd'.repeat(32)}`)
    const sent = rpcSent(test).find((m) => m.method === 'eth_sendTransaction')
    expect(sent?.params?.[0]).toMatchObject({
      from: EMBEDDED_ADDRESS,
      to: getAddress(RECEIVER),
      value: '0x16345785d8a0000',
    })
  })

  it('behavior: an ERC-20 send is the token contract call, simulated first, then approved', async () => {
    const test = await connected('smartAccount')
    // The token answers the simulated transfer with `true`.
    test.script.rpcAnswers = { eth_call: `0x${'0'.repeat(63)}1` }
    const request: TransferRequest = {
      to: RECEIVER,
      amount: 5_000_000n,
      network: test.network,
      token: { address: TOKEN, decimals: 6, symbol: 'USDC' },
    }
    const sending = test.adapter.transfer!(request)
    await settle()
    expect(test.portico.router.view).toBe('ApproveTransaction')
    test.portico.requests.approve()
    await sending
    const sent = rpcSent(test).find((m) => m.method === 'eth_sendTransaction')
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [getAddress(RECEIVER), 5_000_000n],
    })
    expect(sent?.params?.[0]).toMatchObject({ from: SMART_ADDRESS, to: getAddress(TOKEN), data })
  })

  it('behavior: a frame on another chain than the request refuses before anything is sent', async () => {
    const test = await connected('smartAccount')
    test.script.chainId = 8453
    const request: TransferRequest = { to: RECEIVER, amount: 1n, network: test.network }
    await expect(test.adapter.transfer!(request)).rejects.toMatchObject({
      code: 'WALLET_CHAIN_DISCONNECTED',
    })
    expect(rpcSent(test).map((m) => m.method)).not.toContain('eth_sendTransaction')
    expect(test.portico.router.view).not.toBe('ApproveTransaction')
  })
})
