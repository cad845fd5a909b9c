import { u8aWrapBytes } from '@polkadot/util'
import { signatureVerify } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { LAB_POLKADOT_ACCOUNTS } from '../../../simulators/chains/polkadot/labPolkadotKeys'
import { CHAIN_TEST_MS, usePolkadotChain } from '../../../simulators/chains/polkadot/testPolkadot'
import { handlePolkadotRequest } from '../../../simulators/mobileWallet/polkadotRequests'
import { createLabPolkadotNetwork } from '../../chains/polkadot/networks'
import type { WalletConnectSession } from './transport'
import {
  createWalletConnectPolkadotAdapter,
  type WalletConnectPolkadotAdapterOptions,
} from './walletConnectPolkadotAdapter'

const [alice, bob] = LAB_POLKADOT_ACCOUNTS

/**
 * A settled session whose requests the lab phone's polkadot signer answers (the relay and the
 * pairing are WalletConnect's own, tested in walletConnectEip155Adapter.test.ts).
 */
function phoneSession(reference: string) {
  const requests: { method: string; chainId: string | undefined }[] = []
  const session = {
    topic: 't',
    pairingTopic: 'p',
    expiry: 0,
    peer: { name: 'Lab phone', url: 'http://127.0.0.1', icons: [] },
    namespaces: {
      polkadot: {
        accounts: [`polkadot:${reference}:${alice.address}`],
        chains: [`polkadot:${reference}`],
        methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
        events: [],
      },
    },
  } satisfies WalletConnectSession
  const connector = {
    session,
    connect: async () => ({ approval: Promise.resolve(session) }),
    restore: async () => session,
    disconnect: async () => undefined,
    request: async (args: { method: string; params: unknown; chainId?: string }) => {
      requests.push({ method: args.method, chainId: args.chainId })
      return handlePolkadotRequest(args.method, args.params)
    },
  } as unknown as WalletConnectPolkadotAdapterOptions['connector']
  return { connector, requests }
}

describe('WalletConnect polkadot namespace', { timeout: CHAIN_TEST_MS }, () => {
  const chain = usePolkadotChain()
  const setup = () => {
    const { simulator } = chain
    const network = createLabPolkadotNetwork(simulator.wsUrl!, simulator.reference!, {
      symbol: 'ROC',
      decimals: 12,
    })
    const phone = phoneSession(simulator.reference!)
    return { network, ...phone, adapter: createWalletConnectPolkadotAdapter(phone) }
  }

  it('default: the session account connects; polkadot_signMessage signs the wrapped message and it verifies', async () => {
    const { adapter, network, requests } = setup()
    const connection = await adapter.connect({ connectorId: 'walletConnect', network })
    expect(connection).toMatchObject({ address: alice.address, chainId: network.id })
    const signature = await adapter.signMessage!({ message: 'Hi', address: alice.address })
    expect(signatureVerify(u8aWrapBytes('Hi'), signature, alice.address).isValid).toBe(true)
    expect(requests).toEqual([{ method: 'polkadot_signMessage', chainId: network.caipNetworkId }])
    await adapter.disconnect()
  })

  it('behavior: polkadot_signTransaction signs a keep-alive transfer the runtime includes', async () => {
    const { adapter, network, requests } = setup()
    await adapter.connect({ connectorId: 'walletConnect', network })
    const free = async (address: string) =>
      BigInt(((await chain.simulator.command('balance', { address })) as { free: string }).free)
    const before = await free(bob.address)
    await adapter.transfer!({ to: bob.address, amount: 10n ** 12n, network })
    expect(await free(bob.address)).toBe(before + 10n ** 12n)
    expect(requests.map((r) => r.method)).toEqual(['polkadot_signTransaction'])
    await adapter.disconnect()
  })
})
