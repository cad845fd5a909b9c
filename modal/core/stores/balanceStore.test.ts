import { describe, expect, it } from 'vitest'
import { BalanceRetryRefusedError } from '../services/blockchainApi/balance'
import type { TokenBalance } from '../services/blockchainApi/types'
import { FakeAdapter } from './testing/fakeAdapter'
import { mainnet, network, sepolia } from './testing/fixtures'
import { setupPortico } from './testing/setup'

const token = (symbol: string, decimals: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: '',
})

async function connected(answer: () => Promise<{ balances: TokenBalance[] }>) {
  const t = setupPortico()
  const calls: unknown[] = []
  t.portico.attachPorts({
    tokenBalances: {
      getBalance: (params) => {
        calls.push(params)
        return answer()
      },
    },
  })
  await t.portico.connection.connect('eip155', 'injected')
  return { ...t, calls }
}

describe('BalanceStore', () => {
  it('default: not fetching, no token balances', () => {
    const { portico } = setupPortico()
    expect(portico.balances.fetching).toBe(false)
    expect(portico.chains.account('eip155')?.tokenBalance).toEqual([])
  })

  it('behavior: a wallet that reports its assets is the source; the API is not asked', async () => {
    const { portico, calls, evm } = await connected(async () => ({
      balances: [token('USDC', '6')],
    }))
    Object.assign(evm, { getWalletAssets: async () => [token('UNI', '18')] })
    await portico.balances.fetchTokenBalances()
    expect(calls).toEqual([])
    expect(portico.chains.account('eip155')?.tokenBalance.map((t) => t.symbol)).toEqual(['UNI'])
  })

  it('behavior: a wallet answer that is refused (wrong types) falls back to the API', async () => {
    const { portico, calls, evm } = await connected(async () => ({
      balances: [token('USDC', '6')],
    }))
    Object.assign(evm, {
      getWalletAssets: async () => {
        throw new TypeError('wallet_getAssets answered assets with the wrong types')
      },
    })
    await portico.balances.fetchTokenBalances()
    expect(calls).toHaveLength(1)
    expect(portico.chains.account('eip155')?.tokenBalance.map((t) => t.symbol)).toEqual(['USDC'])
  })

  it('behavior: token balances of the active account are fetched through the port', async () => {
    const { portico, calls, evm } = await connected(async () => ({
      balances: [token('USDC', '6')],
    }))
    await portico.balances.fetchTokenBalances({ forceUpdate: true })
    expect(calls).toEqual([{ address: evm.address, chainId: 'eip155:1', forceUpdate: true }])
    expect(portico.chains.account('eip155')?.tokenBalance.map((t) => t.symbol)).toEqual(['USDC'])
  })

  it('behavior: tokens whose quantity decimals is "0" are dropped as low quality', async () => {
    const { portico } = await connected(async () => ({
      balances: [token('GOOD', '18'), token('SPAM', '0')],
    }))
    await portico.balances.fetchTokenBalances()
    expect(portico.chains.account('eip155')?.tokenBalance.map((t) => t.symbol)).toEqual(['GOOD'])
  })

  it('behavior: a failure shows Token Balance Unavailable', async () => {
    const { portico } = await connected(async () => {
      throw new Error('HTTP status code: 500')
    })
    await portico.balances.fetchTokenBalances()
    expect(portico.snackbar).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Token Balance Unavailable',
    })
  })

  it('behavior: a retry the API refuses within 30 s keeps the list quietly', async () => {
    const { portico } = await connected(async () => {
      throw new BalanceRetryRefusedError(0)
    })
    await portico.balances.fetchTokenBalances()
    expect(portico.snackbar.open).toBe(false)
  })

  it('behavior: an unsupported network shows Token Balance Unavailable without a call', async () => {
    const { portico, evm, calls } = await connected(async () => ({ balances: [] }))
    evm.emit({ type: 'chainChanged', chainId: '999999' })
    await portico.balances.fetchTokenBalances()
    expect(calls).toEqual([])
    expect(portico.snackbar.message).toBe('Token Balance Unavailable')
  })

  it('behavior: on a testnet the native balance is not fetched and shows 0.00', async () => {
    const t = setupPortico({ networks: [sepolia] }, ({ evm }) => {
      evm.chainId = String(sepolia.id)
    })
    await t.portico.connection.connect('eip155', 'injected')
    const reads = t.evm.calls.filter((call) => call === 'getBalance').length
    await t.portico.balances.refreshNativeBalance()
    expect(t.evm.calls.filter((call) => call === 'getBalance').length).toBe(reads)
    expect(t.portico.chains.account('eip155')).toMatchObject({
      balance: '0.00',
      balanceSymbol: 'ETH',
    })
  })

  it('behavior: on a polkadot network the native balance comes from its adapter, token balances are not fetched', async () => {
    const dot = network('polkadot', '91b171bb158e2d3848fa23a9f1c25182', { name: 'Polkadot' })
    const polkadot = new FakeAdapter('polkadot')
    polkadot.address = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
    polkadot.chainId = String(dot.id)
    polkadot.balance = { balance: '12.5', symbol: 'DOT' }
    const tokenCalls: string[] = []
    const t = setupPortico({ networks: [dot], adapters: { polkadot: async () => polkadot } })
    t.portico.attachPorts({
      tokenBalances: {
        getBalance: async ({ address }) => {
          tokenCalls.push(address)
          return { balances: [] }
        },
      },
    })
    await t.portico.connection.connect('polkadot', 'injected')
    await t.portico.balances.refreshNativeBalance()
    await t.portico.balances.fetchTokenBalances()
    expect(t.portico.chains.account('polkadot')).toMatchObject({
      balance: '12.5',
      balanceSymbol: 'DOT',
      tokenBalance: [],
    })
    expect(tokenCalls).toEqual([])
  })

  it('behavior: balances are not fetched on testnets', async () => {
    const t = setupPortico({ networks: [sepolia] }, ({ evm }) => {
      evm.chainId = String(sepolia.id)
    })
    const calls: unknown[] = []
    t.portico.attachPorts({
      tokenBalances: {
        getBalance: async (p) => {
          calls.push(p)
          return { balances: [] }
        },
      },
    })
    await t.portico.connection.connect('eip155', 'injected')
    await t.portico.balances.fetchTokenBalances()
    expect(calls).toEqual([])
    expect(t.portico.chains.account('eip155')?.tokenBalance).toEqual([])
  })

  it("behavior: with the host's token named for the network, the account also carries its balance for the button", async () => {
    const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
    const t = setupPortico({ tokens: { [mainnet.caipNetworkId]: { address: usdc } } })
    const asked: unknown[] = []
    Object.assign(t.evm, {
      readTokenBalances: async (params: { tokens: unknown }) => {
        asked.push(params.tokens)
        return [{ ...token('USDC', '6'), quantity: { decimals: '6', numeric: '1500.25' } }]
      },
    })
    await t.portico.connection.connect('eip155', 'injected')
    await t.portico.balances.refreshNativeBalance()
    expect(t.portico.chains.account('eip155')).toMatchObject({
      balance: '1.5',
      balanceSymbol: 'ETH',
      hostTokenBalance: { balance: '1500.25', symbol: 'USDC' },
    })
    expect(asked).toEqual([[{ address: usdc }]])
  })

  it('behavior: without a host token the account carries the native balance only', async () => {
    const t = setupPortico()
    Object.assign(t.evm, { readTokenBalances: async () => [token('USDC', '6')] })
    await t.portico.connection.connect('eip155', 'injected')
    await t.portico.balances.refreshNativeBalance()
    expect(t.portico.chains.account('eip155')?.hostTokenBalance).toBeUndefined()
  })

  it('behavior: fetching is true from the call on, before the fetch’s code has loaded, until it settles', async () => {
    const { portico } = await connected(async () => ({ balances: [token('USDC', '6')] }))
    const pending = portico.balances.fetchTokenBalances()
    expect(portico.balances.fetching).toBe(true)
    await pending
    expect(portico.balances.fetching).toBe(false)
    expect(portico.chains.account('eip155')?.tokenBalance.map((t) => t.symbol)).toEqual(['USDC'])
  })

  it('behavior: the native balance comes from the active adapter', async () => {
    const { portico } = await connected(async () => ({ balances: [] }))
    await portico.balances.refreshNativeBalance()
    expect(portico.chains.account('eip155')).toMatchObject({ balance: '1.5', balanceSymbol: 'ETH' })
  })
})
