import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestAnvil, type TestAnvil } from '../../../simulators/chains/testAnvil'
import {
  installSimulatedWallets,
  type SimulatedWalletWindow,
} from '../../../simulators/wallets/installSimulatedWallets'
import type { CaipNetwork } from '../../core/caip/types'
import type { AdapterEvent } from '../../core/chains/chainAdapter'
import { isPorticoError } from '../../core/errors/porticoError'
import { loadEip155Adapter } from './loadEip155Adapter'
import { createAnvilNetwork, ethereum, withRpcUrl } from './networks'

const DEV_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const DEV_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const RECEIVER = '0x000000000000000000000000000000000000bEEF'
const ALPHA = 'io.portico.lab.alpha'

describe('Eip155Adapter (simulated wallets on a real anvil)', () => {
  let anvil: TestAnvil
  let network: CaipNetwork
  beforeAll(async () => {
    anvil = await startTestAnvil()
    network = createAnvilNetwork(anvil.rpcUrl)
  })
  afterAll(() => anvil.stop())

  /** A fresh page: its own window stand-in, wallets and adapter. */
  async function page() {
    const window: SimulatedWalletWindow = new EventTarget()
    const { wallets } = installSimulatedWallets(window, { rpcUrl: anvil.rpcUrl })
    const adapter = await loadEip155Adapter({ window })
    const events: AdapterEvent[] = []
    adapter.subscribe((event) => events.push(event))
    return { wallets, adapter, events }
  }

  it('default: lists the announced wallets and the legacy one, and connects through Alpha', async () => {
    const { adapter } = await page()
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.listConnectors().map(({ id, type }) => `${type} ${id}`)).toEqual([
      'ANNOUNCED io.portico.lab.alpha',
      'ANNOUNCED io.portico.lab.beta',
      'ANNOUNCED io.portico.lab.gamma',
      'INJECTED injected',
    ])
    const connection = await adapter.connect({ connectorId: ALPHA, network })
    expect(connection).toEqual({
      address: DEV_0,
      chainId: '31337',
      accounts: [{ address: DEV_0, type: 'eoa' }],
      connectorId: ALPHA,
    })
  })

  it('behavior: the balance of dev account 0 is 10000 ETH', async () => {
    const { adapter } = await page()
    expect(await adapter.getBalance({ address: DEV_0, network })).toEqual({
      balance: '10000',
      symbol: 'ETH',
    })
  })

  it('behavior: signMessage gives a signature viem verifies; typed data goes through request', async () => {
    const { adapter } = await page()
    await adapter.connect({ connectorId: ALPHA, network })
    const signature = (await adapter.signMessage({
      message: 'Sign in to Portico',
      address: DEV_0,
    })) as Hex
    expect(await verifyMessage({ address: DEV_0, message: 'Sign in to Portico', signature })).toBe(
      true,
    )
    const typedData = {
      types: { Hello: [{ name: 'who', type: 'string' }] },
      primaryType: 'Hello',
      domain: { name: 'Portico', chainId: 31337 },
      message: { who: 'lab' },
    } as const
    const typedSignature = (await adapter.request({
      method: 'eth_signTypedData_v4',
      params: [DEV_0, JSON.stringify(typedData)],
    })) as Hex
    expect(await verifyTypedData({ address: DEV_0, ...typedData, signature: typedSignature })).toBe(
      true,
    )
  })

  it('behavior: sendTransaction moves ETH to the receiver; estimateGas and writeContract work', async () => {
    const { adapter } = await page()
    await adapter.connect({ connectorId: 'io.portico.lab.beta', network })
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const before = await client.getBalance({ address: RECEIVER })
    const transaction = { to: RECEIVER, value: parseEther('1.5') }
    expect(await adapter.estimateGas({ transaction, network })).toBe(21000n)
    const hash = (await adapter.sendTransaction({ transaction, network })) as Hex
    await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect((await client.getBalance({ address: RECEIVER })) - before).toBe(parseEther('1.5'))
    expect((await adapter.getBalance({ address: RECEIVER, network })).balance).toBe('1.5')

    const args = [DEV_1, 5n] as const
    const callHash = (await adapter.writeContract({
      call: { address: RECEIVER, abi: erc20Abi, functionName: 'transfer', args },
      network,
    })) as Hex
    const sent = await client.getTransaction({ hash: callHash })
    expect(sent.input).toBe(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args }))
  })

  it('behavior: a rejection is USER_REJECTED and keeps the wallet code 4001', async () => {
    const { adapter, wallets } = await page()
    wallets.alpha.update({ mode: 'reject' })
    const error = await adapter.connect({ connectorId: ALPHA, network }).catch((e: unknown) => e)
    expect(isPorticoError(error, 'USER_REJECTED')).toBe(true)
    expect(error).toMatchObject({
      providerCode: 4001,
      shortMessage: 'You declined the request in your wallet',
    })
    expect((error as Error).cause).toMatchObject({ code: 4001 })
  })

  it('behavior: an unknown chain is 4902; after addNetwork the switch works and chainChanged arrives', async () => {
    const { adapter, events } = await page()
    await adapter.connect({ connectorId: ALPHA, network })
    const sepoliaLocal = withRpcUrl(
      { ...network, id: 11155111, caipNetworkId: 'eip155:11155111', name: 'Sepolia' },
      anvil.rpcUrl,
    )
    const error = await adapter.switchNetwork({ network: sepoliaLocal }).catch((e: unknown) => e)
    expect(isPorticoError(error, 'WALLET_UNRECOGNIZED_CHAIN')).toBe(true)
    expect(error).toMatchObject({ providerCode: 4902 })
    await adapter.addNetwork({ network: sepoliaLocal })
    await adapter.switchNetwork({ network: sepoliaLocal })
    expect(events).toContainEqual({ type: 'chainChanged', chainId: '11155111' })
    // The wallet now sits on another chain than anvil: nothing is sent on the wrong chain.
    const wrongChain = await adapter
      .sendTransaction({ transaction: { to: RECEIVER, value: 1n }, network })
      .catch((e: unknown) => e)
    expect(isPorticoError(wrongChain, 'WALLET_CHAIN_DISCONNECTED')).toBe(true)
  })

  it('behavior: wallet events reach subscribers, and stop after disconnect', async () => {
    const { adapter, wallets, events } = await page()
    await adapter.connect({ connectorId: ALPHA, network })
    wallets.alpha.update({ accountIndex: 1 })
    wallets.alpha.update({ locked: true })
    wallets.alpha.update({ connected: false })
    expect(events).toEqual([
      { type: 'accountsChanged', address: DEV_1 },
      { type: 'accountsChanged', address: undefined },
      { type: 'disconnect' },
    ])
    wallets.alpha.update({ connected: true, locked: false })
    expect(events.at(-1)).toEqual({ type: 'accountsChanged', address: DEV_1 })
    await adapter.disconnect()
    wallets.alpha.update({ chainId: 1 })
    expect(events).toHaveLength(4)
  })

  it('behavior: syncConnection restores without prompting after connect, and not after disconnect', async () => {
    const { adapter, wallets } = await page()
    expect(await adapter.syncConnection({ connectorId: ALPHA, network })).toBeUndefined()
    await adapter.connect({ connectorId: ALPHA, network })
    // A prompt would now be rejected: a sync that succeeds did not prompt.
    wallets.alpha.update({ mode: 'reject' })
    expect((await adapter.syncConnection({ connectorId: ALPHA, network }))?.address).toBe(DEV_0)
    await adapter.disconnect()
    expect(await adapter.syncConnection({ connectorId: ALPHA, network })).toBeUndefined()
    expect(wallets.alpha.getState().authorized).toBe(false)
  })

  it('behavior: the legacy wallet connects as "injected"; its missing revoke (4200) is ignored', async () => {
    const { adapter, wallets } = await page()
    const connection = await adapter.connect({ connectorId: 'injected', network })
    expect(connection.address).toBe(wallets.legacy.getState().addresses[0])
    await expect(adapter.disconnect()).resolves.toBeUndefined()
    // The wallet still exposes the account, but the visitor disconnected: no silent restore.
    expect(await adapter.syncConnection({ connectorId: 'injected', network })).toBeUndefined()
  })

  it('behavior: a wallet that announces itself late reaches watchConnectors', async () => {
    const window: SimulatedWalletWindow = new EventTarget()
    const adapter = await loadEip155Adapter({ window })
    const lists: string[][] = []
    adapter.watchConnectors((connectors) => lists.push(connectors.map((c) => c.id)))
    installSimulatedWallets(window, { rpcUrl: anvil.rpcUrl })
    expect(lists.at(-1)).toEqual([ALPHA, 'io.portico.lab.beta', 'io.portico.lab.gamma', 'injected'])
  })

  it('parameters: no RPC URL means no request at all, an unknown connector a typed error', async () => {
    const window: SimulatedWalletWindow = new EventTarget()
    let fetched = 0
    const adapter = await loadEip155Adapter({
      window,
      fetch: async () => {
        fetched++
        throw new Error('no network here')
      },
    })
    const error = await adapter
      .getBalance({ address: DEV_0, network: ethereum })
      .catch((e: unknown) => e)
    expect(isPorticoError(error, 'TOKEN_BALANCE_UNAVAILABLE')).toBe(true)
    expect(fetched).toBe(0)
    const missing = await adapter.connect({ connectorId: ALPHA, network }).catch((e: unknown) => e)
    expect(isPorticoError(missing, 'CONNECTOR_NOT_FOUND')).toBe(true)
    const notConnected = await adapter
      .signMessage({ message: 'x', address: DEV_0 })
      .catch((e: unknown) => e)
    expect(isPorticoError(notConnected, 'WALLET_DISCONNECTED')).toBe(true)
  })
})
