import { describe, expect, it } from 'vitest'
import { formatUnits } from './authEip155Adapter'
import { createAuthTest, settle, TEST_EMAIL, TEST_OTP } from './testing/authHarness'

async function connected() {
  const test = createAuthTest()
  test.portico.open()
  await test.auth.emailLogin.submitEmail(TEST_EMAIL)
  await test.auth.emailLogin.submitOtp(TEST_OTP)
  return test
}
const rpcSent = (test: ReturnType<typeof createAuthTest>) =>
  test.fake.sent
    .filter((m) => m.type === '@w3m-app/RPC_REQUEST')
    .map((m) => (m.payload as { method: string }).method)

describe('auth eip155 adapter', () => {
  it('default: lists the AUTH connector next to the extension without loading the frame', async () => {
    const test = createAuthTest()
    await test.portico.loadConnectors()
    expect(test.portico.connectors.find('eip155', 'AUTH')?.type).toBe('AUTH')
    expect(test.portico.connectors.find('eip155', 'injected')).toBeDefined()
    expect(test.fake.mounted).toBeUndefined()
  })

  it('behavior: a safe request goes straight to the embedded wallet, no approval view', async () => {
    const test = await connected()
    const balance = await test.portico.request({
      method: 'eth_getBalance',
      params: ['0x1', 'latest'],
    })
    expect(balance).toBe('0x0')
    expect(test.portico.router.view).not.toBe('ApproveTransaction')
  })

  it('behavior: an unsafe personal_sign waits on ApproveTransaction; approved, the frame signs it', async () => {
    const test = await connected()
    const signing = test.portico.request({ method: 'personal_sign', params: ['0x6869', '0x1'] })
    await settle()
    expect(test.portico.modal.isOpen).toBe(true)
    expect(test.portico.router.view).toBe('ApproveTransaction')
    expect(rpcSent(test)).not.toContain('personal_sign')
    test.portico.requests.approve()
    expect(await signing).toBe(`0x${'ab'.repeat(65)}`)
    expect(rpcSent(test)).toContain('personal_sign')
  })

  it('behavior: closing the modal rejects a pending unsafe request; nothing reaches the frame', async () => {
    const test = await connected()
    const signing = test.portico.request({ method: 'personal_sign', params: ['0x6869', '0x1'] })
    const outcome = signing.catch((e: unknown) => e)
    await settle()
    test.portico.close()
    expect(await outcome).toMatchObject({ code: 'USER_REJECTED' })
    expect(rpcSent(test)).not.toContain('personal_sign')
  })

  it("behavior: the adapter's sendTransaction (the swap's send) waits on ApproveTransaction, then the frame sends it with hex quantities", async () => {
    const test = await connected()
    const adapter = await test.portico.adapters.load('eip155')
    const network = test.portico.chains.activeCaipNetwork!
    const sending = adapter.sendTransaction!({
      transaction: {
        to: '0x00000000000000000000000000000000000000c1',
        value: 1000n,
        data: '0x',
        gas: 90_000n,
      },
      network,
    })
    await settle()
    expect(test.portico.router.view).toBe('ApproveTransaction')
    expect(rpcSent(test)).not.toContain('eth_sendTransaction')
    test.portico.requests.approve()
    expect(await sending).toBe(`0x${'cd'.repeat(32)}`)
    const sent = test.fake.sent.find(
      (m) => (m.payload as { method?: string } | undefined)?.method === 'eth_sendTransaction',
    )
    expect((sent?.payload as { params?: unknown[] } | undefined)?.params?.[0]).toEqual({
      to: '0x00000000000000000000000000000000000000c1',
      value: '0x3e8',
      data: '0x',
      gas: '0x15f90',
    })
    expect(
      await adapter.estimateGas!({
        transaction: { to: '0x00000000000000000000000000000000000000c1' },
        network,
      }),
    ).toBe(21_000n)
    expect(rpcSent(test)).toContain('eth_estimateGas')
  })

  it('parameters: formatUnits keeps every significant digit', () => {
    expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(formatUnits(0n, 18)).toBe('0')
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
  })
})
