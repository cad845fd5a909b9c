import {
  createPublicClient,
  type Hex,
  http,
  parseEther,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../../modal/core/clock/manualClock'
import { startTestAnvil, type TestAnvil } from '../chains/testAnvil'
import { installSimulatedWallets } from './installSimulatedWallets'

const DEV_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECEIVER = '0x000000000000000000000000000000000000dEaD'

describe('SimulatedWallet (against a real anvil)', () => {
  let anvil: TestAnvil
  beforeAll(async () => {
    anvil = await startTestAnvil()
  })
  afterAll(() => anvil.stop())

  const install = (options: Partial<Parameters<typeof installSimulatedWallets>[1]> = {}) =>
    installSimulatedWallets(new EventTarget(), { rpcUrl: anvil.rpcUrl, ...options }).wallets

  it('default: exposes no account until eth_requestAccounts is approved', async () => {
    const { alpha } = install()
    const seen: unknown[] = []
    alpha.provider.on('accountsChanged', (accounts: string[]) => seen.push(accounts))
    expect(await alpha.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await alpha.provider.request({ method: 'eth_requestAccounts' })).toEqual([DEV_ACCOUNT_0])
    expect(await alpha.provider.request({ method: 'eth_accounts' })).toEqual([DEV_ACCOUNT_0])
    expect(await alpha.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(seen).toEqual([[DEV_ACCOUNT_0]])
  })

  it('behavior: forwards reads to anvil and signs with the real dev key', async () => {
    const { alpha } = install()
    await alpha.provider.request({ method: 'eth_requestAccounts' })
    const balance = await alpha.provider.request({
      method: 'eth_getBalance',
      params: [DEV_ACCOUNT_0, 'latest'],
    })
    expect(BigInt(balance as string)).toBeGreaterThan(parseEther('9000'))
    const signature = (await alpha.provider.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', DEV_ACCOUNT_0],
    })) as Hex
    expect(await verifyMessage({ address: DEV_ACCOUNT_0, message: 'hello', signature })).toBe(true)
    const typedData = {
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      domain: { name: 'Portico', version: '1', chainId: 31337 },
      message: { contents: 'hi' },
    } as const
    const typedSignature = (await alpha.provider.request({
      method: 'eth_signTypedData_v4',
      params: [DEV_ACCOUNT_0, JSON.stringify(typedData)],
    })) as Hex
    expect(
      await verifyTypedData({ address: DEV_ACCOUNT_0, ...typedData, signature: typedSignature }),
    ).toBe(true)
  })

  it('behavior: eth_sendTransaction signs locally and lands on anvil', async () => {
    const { beta } = install()
    const [from] = (await beta.provider.request({ method: 'eth_requestAccounts' })) as string[]
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const before = await client.getBalance({ address: RECEIVER })
    const hash = (await beta.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to: RECEIVER, value: '0xde0b6b3a7640000' }],
    })) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect((await client.getBalance({ address: RECEIVER })) - before).toBe(parseEther('1'))
  })

  it('parameters: reject mode answers 4001, fail mode the chosen code and message', async () => {
    const { gamma } = install()
    gamma.update({ mode: 'reject' })
    await expect(gamma.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    })
    gamma.update({ mode: 'fail', failCode: -32002, failMessage: 'Request already pending' })
    await expect(gamma.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: -32002,
      message: 'Request already pending',
    })
  })

  it('behavior: signing before authorisation is 4100, an unknown method 4200', async () => {
    const { alpha } = install()
    await expect(
      alpha.provider.request({ method: 'personal_sign', params: ['0x00', DEV_ACCOUNT_0] }),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(alpha.provider.request({ method: 'eth_sign' })).rejects.toMatchObject({
      code: 4200,
    })
  })

  it('behavior: an unknown chain is 4902 until wallet_addEthereumChain adds it', async () => {
    const { alpha } = install()
    const chains: string[] = []
    alpha.provider.on('chainChanged', (chainId: string) => chains.push(chainId))
    const switchTo = () =>
      alpha.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0xaa36a7' }],
      })
    await expect(switchTo()).rejects.toMatchObject({ code: 4902 })
    await alpha.provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0xaa36a7',
          chainName: 'Sepolia',
          rpcUrls: ['https://sepolia.example'],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })
    await switchTo()
    expect(chains).toEqual(['0xaa36a7'])
    // Sepolia has no node on this machine: reads are refused rather than sent off the machine.
    await expect(alpha.provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: 4901,
    })
  })

  it('behavior: lab controls emit the events a real wallet would', async () => {
    const { alpha } = install()
    await alpha.provider.request({ method: 'eth_requestAccounts' })
    const events: unknown[] = []
    for (const name of ['accountsChanged', 'chainChanged', 'connect', 'disconnect']) {
      alpha.provider.on(name, (payload: unknown) => events.push([name, payload]))
    }
    alpha.update({ accountIndex: 1 })
    alpha.update({ locked: true })
    alpha.update({ chainId: 999 })
    alpha.update({ connected: false })
    await expect(alpha.provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({
      code: 4900,
    })
    alpha.update({ connected: true })
    expect(events.map((event) => (event as unknown[])[0])).toEqual([
      'accountsChanged',
      'accountsChanged',
      'chainChanged',
      'disconnect',
      'connect',
    ])
    expect(events[1]).toEqual(['accountsChanged', []])
    expect(alpha.getSettings().knownChainIds).toContain(999)
    expect(() => alpha.update({ accountIndex: 7 })).toThrow(/accountIndex/)
  })

  it('parameters: delayMs holds a prompt until the injected clock advances', async () => {
    const clock = new ManualClock(0)
    const { alpha } = install({ clock, settings: { alpha: { delayMs: 500 } } })
    let answered = false
    const pending = alpha.provider.request({ method: 'eth_requestAccounts' }).then(() => {
      answered = true
    })
    await Promise.resolve()
    clock.advance(499)
    await Promise.resolve()
    expect(answered).toBe(false)
    clock.advance(1)
    await pending
    expect(answered).toBe(true)
  })

  it('behavior: revoke via wallet_revokePermissions, and 4200 from the legacy wallet', async () => {
    const { alpha, legacy } = install()
    await alpha.provider.request({ method: 'eth_requestAccounts' })
    await alpha.provider.request({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(await alpha.provider.request({ method: 'eth_accounts' })).toEqual([])
    await expect(
      legacy.provider.request({
        method: 'wallet_revokePermissions',
        params: [{ eth_accounts: {} }],
      }),
    ).rejects.toMatchObject({ code: 4200 })
  })
})
