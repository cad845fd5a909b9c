import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  type BitcoinSimulator,
  createBitcoinSimulator,
} from '../../../simulators/chains/bitcoin/bitcoinSimulator'
import { createSimulatedBitcoinWallet } from '../../../simulators/wallets/bitcoin/simulatedBitcoinWallet'
import { ManualClock } from '../../core/clock/manualClock'
import { createPortico } from '../../core/createPortico'
import { createMemoryStorage } from '../../core/deps'
import { loadBip122Adapter } from './loadBip122Adapter'
import { createBitcoinRegtestNetwork } from './networks'

let chain: BitcoinSimulator

beforeEach(async () => {
  chain = createBitcoinSimulator()
  await chain.start()
})
afterEach(() => chain.stop())

describe('bip122 through createPortico', () => {
  it('default: the bitcoin wallet connects as a payment account with its ordinals address listed, then disconnects', async () => {
    const sim = createSimulatedBitcoinWallet()
    const network = createBitcoinRegtestNetwork(chain.url)
    const portico = createPortico(
      {
        projectId: 'lab-project',
        networks: [network],
        adapters: { bip122: () => loadBip122Adapter({ wallets: () => [sim.wallet], fetch }) },
      },
      { clock: new ManualClock(), storage: createMemoryStorage() },
    )
    await portico.loadConnectors()
    const connector = portico.connectors.visible.find((c) => c.name === 'Lab Bitcoin Wallet')
    expect(connector).toBeDefined()
    await portico.connection.connect('bip122', connector?.id ?? '')
    const account = portico.chains.activeChain?.account
    expect(account?.caipAddress).toBe(
      `bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${sim.keys.payment.address}`,
    )
    expect(account?.preferredAccountType).toBe('payment')
    expect(account?.allAccounts).toEqual([
      { address: sim.keys.payment.address, type: 'payment' },
      { address: sim.keys.ordinals.address, type: 'payment' },
    ])
    await portico.connection.disconnect()
    expect(portico.connection.status('bip122')).toBe('disconnected')
    expect(sim.wallet.accounts).toEqual([])
  })
})
