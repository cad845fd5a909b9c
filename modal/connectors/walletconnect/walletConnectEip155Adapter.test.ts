import { createPublicClient, http, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AnvilSimulator } from '../../../simulators/chains/anvil'
import { MobileWallet } from '../../../simulators/mobileWallet/mobileWallet'
import { RelaySimulator } from '../../../simulators/relay/relaySimulator'
import type { CaipNetwork } from '../../core/caip/types'
import type { AdapterEvent } from '../../core/chains/chainAdapter'
import { ManualClock } from '../../core/clock/manualClock'
import { createMemoryStorage } from '../../core/deps'
import { createWalletConnectConnector } from './walletConnectConnector'
import { createWalletConnectEip155Adapter } from './walletConnectEip155Adapter'

const relay = new RelaySimulator()
const anvil = new AnvilSimulator()
let rpcUrl = ''

beforeAll(async () => {
  await Promise.all([relay.start(), anvil.start()])
  rpcUrl = anvil.rpcUrl ?? ''
})
afterAll(async () => {
  await Promise.all([relay.stop(), anvil.stop()])
})

const network = (id: number, url: string): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  name: `Chain ${id}`,
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [url] } },
})

async function connected() {
  const lab = network(31337, rpcUrl)
  const other = network(1, rpcUrl)
  const wallet = await MobileWallet.create({ relayUrl: relay.url, rpcUrl })
  const connector = createWalletConnectConnector({
    projectId: 'portico-test',
    relayUrl: relay.url,
    metadata: { name: 'Portico', description: 'test', url: 'http://127.0.0.1', icons: [] },
    networks: [lab, other],
    clock: new ManualClock(0),
    storage: createMemoryStorage(),
  })
  connector.on('uri', ({ uri }) => void wallet.pair(uri))
  const adapter = createWalletConnectEip155Adapter({
    connector,
    fetch: (input, init) => fetch(input, init),
  })
  const connection = await adapter.connect({ connectorId: 'walletConnect', network: lab })
  const close = async () => {
    await connector.destroy()
    await wallet.stop()
  }
  return { wallet, adapter, connection, lab, other, close }
}

describe('createWalletConnectEip155Adapter', () => {
  it('default', async () => {
    const { wallet, adapter, connection, lab, close } = await connected()
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.listConnectors()).toEqual([
      { id: 'walletConnect', name: 'WalletConnect', type: 'EXTERNAL' },
    ])
    expect(connection).toEqual({
      address: wallet.address,
      chainId: '31337',
      accounts: [{ address: wallet.address, type: 'eoa' }],
      connectorId: 'walletConnect',
    })
    expect(await adapter.getBalance({ address: wallet.address, network: lab })).toEqual({
      balance: '10000',
      symbol: 'ETH',
    })
    await close()
  })

  it('behavior: signs messages and typed data that verify against the account', async () => {
    const { wallet, adapter, close } = await connected()
    const signature = (await adapter.signMessage?.({
      message: 'Sign in to Portico',
      address: wallet.address,
    })) as `0x${string}`
    expect(
      await verifyMessage({ address: wallet.address, message: 'Sign in to Portico', signature }),
    ).toBe(true)
    const typed = {
      domain: { name: 'Portico', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting' as const,
      message: { text: 'hello' },
    }
    const typedSignature = (await adapter.request?.({
      method: 'eth_signTypedData_v4',
      params: [wallet.address, JSON.stringify(typed)],
    })) as `0x${string}`
    expect(
      await verifyTypedData({ address: wallet.address, ...typed, signature: typedSignature }),
    ).toBe(true)
    await close()
  })

  it('behavior: switchNetwork moves the wallet and reports chainChanged; an unknown chain is 4902', async () => {
    const { adapter, close } = await connected()
    const events: AdapterEvent[] = []
    const seen = new Promise<void>((resolve) =>
      adapter.subscribe?.((event) => {
        events.push(event)
        resolve()
      }),
    )
    await adapter.switchNetwork({ network: network(1, rpcUrl) })
    await seen
    expect(events).toEqual([{ type: 'chainChanged', chainId: '1' }])
    const error = await adapter
      .switchNetwork({ network: network(999, rpcUrl) })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 4902 })
    await close()
  })

  it('behavior: eth_sendTransaction is signed by the phone and mined by anvil', async () => {
    const { wallet, adapter, close } = await connected()
    const hash = (await adapter.request?.({
      method: 'eth_sendTransaction',
      params: [
        {
          from: wallet.address,
          to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          value: '0x2386f26fc10000',
        },
      ],
    })) as `0x${string}`
    const client = createPublicClient({ transport: http(rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase())
    await close()
  })

  it('behavior: disconnect ends the session; syncConnection then finds none', async () => {
    const { adapter, lab, close } = await connected()
    await adapter.disconnect()
    expect(
      await adapter.syncConnection({ connectorId: 'walletConnect', network: lab }),
    ).toBeUndefined()
    await close()
  })
})
