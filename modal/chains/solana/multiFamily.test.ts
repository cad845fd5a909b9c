import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  LAB_SOLANA_REFERENCE,
  solanaDevAddress,
} from '../../../simulators/chains/solana/labSolanaKeys'
import { SolanaSimulator } from '../../../simulators/chains/solana/solanaSimulator'
import { installSolanaWallets } from '../../../simulators/wallets/solana/installSolanaWallets'
import { ManualClock } from '../../core/clock/manualClock'
import { createPortico, type Portico } from '../../core/createPortico'
import { createMemoryStorage } from '../../core/deps'
import { FakeAdapter } from '../../core/stores/testing/fakeAdapter'
import { mainnet } from '../../core/stores/testing/fixtures'
import { createLabSolanaNetwork } from './networks'
import { createSolanaAdapter, type SolanaAdapter } from './solanaAdapter'

/**
 * Portico with two chain families at once: a scripted eip155 adapter whose wallet is named
 * "Gamma Wallet", and the real solana adapter over the lab's Wallet Standard wallets and
 * LiteSVM chain (where "Gamma Wallet" also lives).
 */
describe('two chain families in one Portico (eip155 + the real solana adapter)', () => {
  let chain: SolanaSimulator
  let portico: Portico
  let evm: FakeAdapter
  let solanaAdapter: SolanaAdapter
  let page: EventTarget
  let storage: ReturnType<typeof createMemoryStorage>

  const build = () => {
    const network = createLabSolanaNetwork(chain.rpcUrl!, LAB_SOLANA_REFERENCE)
    solanaAdapter = createSolanaAdapter({ window: page })
    return createPortico(
      {
        projectId: 'p',
        networks: [mainnet, network],
        adapters: { eip155: async () => evm, solana: async () => solanaAdapter },
      },
      { clock: new ManualClock(0), storage, fetch: (input, init) => globalThis.fetch(input, init) },
    )
  }

  beforeEach(async () => {
    chain = new SolanaSimulator()
    await chain.start()
    page = new EventTarget()
    installSolanaWallets(page, { rpcUrl: chain.rpcUrl! })
    evm = new FakeAdapter('eip155')
    evm.connectors = [{ id: 'io.portico.lab.gamma', name: 'Gamma Wallet', type: 'ANNOUNCED' }]
    storage = createMemoryStorage()
    portico = build()
    await portico.init()
    await portico.loadConnectors()
  })
  afterEach(async () => {
    solanaAdapter.dispose()
    await chain.stop()
  })

  it('default: a wallet on both families is one MULTI_CHAIN entry; a Solana-only one stays single', () => {
    const entries = portico.connectors.visible.map((e) => [e.name, e.type, e.chains])
    expect(entries).toEqual([
      ['Gamma Wallet', 'MULTI_CHAIN', ['eip155', 'solana']],
      ['Delta Wallet', 'ANNOUNCED', ['solana']],
    ])
  })

  it('behavior: switching to Solana filters connectors to solana and marks a namespace switch', async () => {
    await portico.networks.switchNetwork(`solana:${LAB_SOLANA_REFERENCE}`)
    expect(portico.chains.activeNamespace).toBe('solana')
    expect(portico.chains.isSwitchingNamespace).toBe(true)
    expect(portico.connectors.visible.map((e) => e.name)).toEqual(['Gamma Wallet', 'Delta Wallet'])
    expect(portico.connectors.visible[0]?.connectors.map((c) => c.chain)).toEqual(['solana'])
  })

  it('behavior: connected on eip155 and solana at once; the account follows the active namespace', async () => {
    await portico.connection.connect('eip155', 'io.portico.lab.gamma')
    await portico.connection.connect('solana', 'Delta Wallet')
    expect(portico.chains.connectedNamespaces).toEqual(['eip155', 'solana'])
    expect(portico.chains.activeAddress).toBe(solanaDevAddress(2))
    await portico.networks.switchNetwork(mainnet)
    expect(portico.chains.activeAddress).toBe(evm.address)
    expect(portico.chains.isConnected('solana')).toBe(true)
  })

  it('behavior: a reload restores the Solana connection without a prompt', async () => {
    await portico.connection.connect('solana', 'Delta Wallet')
    solanaAdapter.dispose()
    portico = build()
    await portico.init()
    expect(portico.connection.status('solana')).toBe('connected')
    expect(portico.chains.account('solana')?.address).toBe(solanaDevAddress(2))
  })

  it('behavior: removing the active adapter makes the first other chain active', async () => {
    await portico.connection.connect('solana', 'Delta Wallet')
    expect(portico.chains.activeNamespace).toBe('solana')
    portico.networks.removeAdapter('solana')
    expect(portico.chains.activeNamespace).toBe('eip155')
    expect(portico.connectors.visible.map((e) => [e.name, e.type])).toEqual([
      ['Gamma Wallet', 'ANNOUNCED'],
    ])
  })
})
