import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AnvilSimulator } from '../../../simulators/chains/anvil'
import { MobileWallet } from '../../../simulators/mobileWallet/mobileWallet'
import { RelaySimulator } from '../../../simulators/relay/relaySimulator'
import { createAnvilNetwork } from '../../chains/eip155/networks'
import { ManualClock } from '../../core/clock/manualClock'
import { createMemoryStorage } from '../../core/deps'
import { isPorticoError } from '../../core/errors/porticoError'
import { createWalletConnectConnector } from './walletConnectConnector'
import { createWalletConnectEip155Adapter } from './walletConnectEip155Adapter'

const relay = new RelaySimulator()
const anvil = new AnvilSimulator()
const RECEIVER = '0x000000000000000000000000000000000000bEEF'

beforeAll(async () => {
  await Promise.all([relay.start(), anvil.start()])
})
afterAll(async () => {
  await Promise.all([relay.stop(), anvil.stop()])
})

describe('WalletConnect eip155 adapter: the send port', () => {
  it('behavior: the phone signs a native transfer; the fee is estimated from the node', async () => {
    const rpcUrl = anvil.rpcUrl ?? ''
    const network = createAnvilNetwork(rpcUrl)
    const wallet = await MobileWallet.create({ relayUrl: relay.url, rpcUrl })
    const connector = createWalletConnectConnector({
      projectId: 'portico-test',
      relayUrl: relay.url,
      metadata: { name: 'Portico', description: 'test', url: 'http://127.0.0.1', icons: [] },
      networks: [network],
      clock: new ManualClock(0),
      storage: createMemoryStorage(),
    })
    connector.on('uri', ({ uri }) => void wallet.pair(uri))
    const adapter = createWalletConnectEip155Adapter({
      connector,
      fetch: (i, init) => fetch(i, init),
    })
    await adapter.connect({ connectorId: 'walletConnect', network })
    const request = { to: RECEIVER, amount: parseEther('0.25'), network }
    expect((await adapter.estimateTransferFee?.(request))?.fee).toBeGreaterThan(0n)
    const client = createPublicClient({ transport: http(rpcUrl) })
    const before = await client.getBalance({ address: RECEIVER })
    const hash = (await adapter.transfer?.(request)) as `0x${string}`
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase())
    expect((await client.getBalance({ address: RECEIVER })) - before).toBe(parseEther('0.25'))
    const other = { ...network, id: 1, caipNetworkId: 'eip155:1' as const }
    const error = await adapter.transfer?.({ ...request, network: other }).catch((e) => e)
    expect(isPorticoError(error, 'WALLET_CHAIN_DISCONNECTED')).toBe(true)
    expect(adapter.isValidAddress?.(RECEIVER)).toBe(true)
    await connector.destroy()
    await wallet.stop()
  })
})
