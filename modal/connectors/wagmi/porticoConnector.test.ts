import {
  connect,
  createConfig,
  disconnect,
  getAccount,
  http,
  sendTransaction,
  signMessage,
  switchChain,
  waitForTransactionReceipt,
} from '@wagmi/core'
import { parseEther, verifyMessage } from 'viem'
import { anvil as anvilChain, base as baseChain } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestAnvil, type TestAnvil } from '../../../simulators/chains/testAnvil'
import { base, createAnvilNetwork, withRpcUrl } from '../../chains/eip155/networks'
import { ManualClock } from '../../core/clock/manualClock'
import { createPortico } from '../../core/createPortico'
import { createMemoryStorage } from '../../core/deps'
import { FakeAdapter } from '../../core/stores/testing/fakeAdapter'
import type { Eip1193Provider } from '../injected/eip1193'
import { porticoConnector } from './porticoConnector'
import { ANVIL_ACCOUNT, anvilProvider } from './testing/anvilProvider'

/** The visitor's wallet as Portico's eip155 adapter sees it, its provider anvil. */
class AnvilWalletAdapter extends FakeAdapter {
  constructor(private readonly provider: Eip1193Provider) {
    super('eip155')
    this.address = ANVIL_ACCOUNT
    this.chainId = '31337'
  }
  getProvider(): Eip1193Provider {
    return this.provider
  }
}

function setup(rpcUrl: string) {
  const wallet = new AnvilWalletAdapter(anvilProvider(rpcUrl))
  const portico = createPortico(
    {
      projectId: 'p1',
      networks: [createAnvilNetwork(rpcUrl), withRpcUrl(base, rpcUrl)],
      adapters: { eip155: async () => wallet },
    },
    { clock: new ManualClock(1_700_000_000_000), storage: createMemoryStorage() },
  )
  const config = createConfig({
    chains: [anvilChain, baseChain],
    connectors: [porticoConnector(portico)],
    transports: { [anvilChain.id]: http(rpcUrl), [baseChain.id]: http(rpcUrl) },
  })
  /** What the visitor does once Portico's modal is open: picks the wallet. */
  const visitorConnects = () => portico.connection.connect('eip155', 'injected')
  return { portico, config, wallet, visitorConnects }
}

describe('porticoConnector', () => {
  let anvil: TestAnvil
  beforeAll(async () => {
    anvil = await startTestAnvil()
  })
  afterAll(() => anvil?.stop())

  it('default: wagmi connect opens Portico and resolves with the account the visitor connects', async () => {
    const { portico, config, visitorConnects } = setup(anvil.rpcUrl)
    const connecting = connect(config, { connector: config.connectors[0]! })
    await vi.waitFor(() => expect(portico.modal.isOpen).toBe(true))
    await visitorConnects()
    const result = await connecting
    expect(result).toMatchObject({ accounts: [ANVIL_ACCOUNT], chainId: 31337 })
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: ANVIL_ACCOUNT })
  })

  it('behavior: closing Portico without connecting rejects wagmi connect with 4001', async () => {
    const { portico, config } = setup(anvil.rpcUrl)
    const connecting = connect(config, { connector: config.connectors[0]! })
    await vi.waitFor(() => expect(portico.modal.isOpen).toBe(true))
    portico.close()
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
    expect(getAccount(config).status).toBe('disconnected')
  })

  it("behavior: a connection made in Portico is wagmi's; signMessage verifies, sendTransaction mines, switchChain and disconnect follow", async () => {
    const { portico, config, visitorConnects } = setup(anvil.rpcUrl)
    await visitorConnects()
    expect(getAccount(config)).toMatchObject({
      status: 'connected',
      address: ANVIL_ACCOUNT,
      chainId: 31337,
    })

    const signature = await signMessage(config, { message: 'hello from wagmi' })
    expect(
      await verifyMessage({ address: ANVIL_ACCOUNT, message: 'hello from wagmi', signature }),
    ).toBe(true)

    const hash = await sendTransaction(config, {
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      value: parseEther('0.01'),
    })
    expect((await waitForTransactionReceipt(config, { hash })).status).toBe('success')

    await switchChain(config, { chainId: baseChain.id })
    expect(portico.chains.activeCaipNetwork?.caipNetworkId).toBe('eip155:8453')
    expect(getAccount(config).chainId).toBe(baseChain.id)

    await disconnect(config)
    expect(portico.chains.isConnected('eip155')).toBe(false)
    expect(getAccount(config).status).toBe('disconnected')
  })
})
