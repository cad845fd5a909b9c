import { describe, expect, it } from 'vitest'
import { bitcoin } from '../../chains/bip122/networks'
import { ManualClock } from '../../core/clock/manualClock'
import { createPortico } from '../../core/createPortico'
import { createMemoryStorage } from '../../core/deps'
import { createFakeFetch } from '../../core/services/testing/fakeFetch'
import { FakeAdapter } from '../../core/stores/testing/fakeAdapter'
import { mainnet, solanaMainnet } from '../../core/stores/testing/fixtures'
import { isViewShown, shownAccountTabs, shownWalletFeatures } from './visibility'

const PAYMENT = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

/** A Portico with every backend configured, eip155, solana and bip122 fakes, history on. */
function multiFamily() {
  const adapters = {
    eip155: new FakeAdapter('eip155'),
    solana: new FakeAdapter('solana'),
    bip122: new FakeAdapter('bip122'),
  }
  adapters.solana.address = '8czM2JGALYfzwNm2WezKHs8WuU54YguFpqXqvAZ9j1Fw'
  adapters.solana.chainId = String(solanaMainnet.id)
  adapters.bip122.address = PAYMENT
  adapters.bip122.chainId = String(bitcoin.id)
  adapters.bip122.balance = { balance: '0.015', symbol: 'BTC' }
  const portico = createPortico(
    {
      projectId: 'test-project',
      networks: [mainnet, solanaMainnet, bitcoin],
      adapters: {
        eip155: async () => adapters.eip155,
        solana: async () => adapters.solana,
        bip122: async () => adapters.bip122,
      },
      endpoints: { api: 'http://127.0.0.1:4100', walletApi: 'http://127.0.0.1:4200' },
    },
    { clock: new ManualClock(0), storage: createMemoryStorage(), fetch: createFakeFetch().fetch },
  )
  return { portico, adapters }
}

describe('SPEC §9 namespace limits in the switchboard', () => {
  it('default: on eip155 mainnet every wallet feature and tab shows, names included', async () => {
    const { portico } = multiFamily()
    await portico.loadConnectors()
    await portico.connection.connect('eip155', 'injected')
    expect(shownWalletFeatures(portico)).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(shownAccountTabs(portico)).toEqual(['Tokens', 'NFTs', 'Activity'])
    expect(isViewShown(portico, 'RegisterAccountName')).toBe(true)
    expect(isViewShown(portico, 'Swap')).toBe(true)
  })

  it('behavior: on bip122 Buy crypto, Swap, names, Tokens, NFTs and Activity are hidden; Receive and Send stay', async () => {
    const { portico } = multiFamily()
    await portico.loadConnectors()
    await portico.connection.connect('bip122', 'injected')
    expect(portico.chains.activeNamespace).toBe('bip122')
    expect(shownWalletFeatures(portico)).toEqual(['receive', 'send'])
    expect(shownAccountTabs(portico)).toEqual([])
    expect(isViewShown(portico, 'RegisterAccountName')).toBe(false)
    expect(isViewShown(portico, 'RegisterAccountNameSuccess')).toBe(false)
    expect(isViewShown(portico, 'Swap')).toBe(false)
    expect(isViewShown(portico, 'Receive')).toBe(true)
    expect(isViewShown(portico, 'Send')).toBe(true)
  })

  it('behavior: on solana Buy crypto and the tabs show, Swap and names (eip155 only) do not', async () => {
    const { portico } = multiFamily()
    await portico.loadConnectors()
    await portico.connection.connect('solana', 'injected')
    expect(shownWalletFeatures(portico)).toEqual(['onramp', 'receive', 'send'])
    expect(shownAccountTabs(portico)).toEqual(['Tokens', 'NFTs', 'Activity'])
    expect(isViewShown(portico, 'RegisterAccountName')).toBe(false)
  })

  it('behavior: the bip122 native balance comes from the adapter (coordinator decision beside §9)', async () => {
    const { portico, adapters } = multiFamily()
    await portico.loadConnectors()
    await portico.connection.connect('bip122', 'injected')
    await portico.balances.refreshNativeBalance()
    expect(adapters.bip122.calls).toContain('getBalance')
    expect(portico.chains.account('bip122')?.balance).toBe('0.015')
    expect(portico.chains.account('bip122')?.balanceSymbol).toBe('BTC')
  })
})
