import { describe, expect, it, vi } from 'vitest'
import { SWAP_QUOTE_DEBOUNCE_MS } from './swapConstants'
import { SwapStore } from './swapStore'
import { createSwapTestDeps, settle, TEST_BASE, TEST_TOKENS } from './swapTestDeps'

async function readyStore(overrides: Parameters<typeof createSwapTestDeps>[0] = {}) {
  const fake = createSwapTestDeps(overrides)
  const store = new SwapStore(fake.deps)
  await store.initialize()
  return { ...fake, store }
}

const pick = (store: SwapStore, symbol: string) => store.tokens.find((t) => t.symbol === symbol)!

async function quote(clock: { advance(ms: number): void }) {
  clock.advance(SWAP_QUOTE_DEBOUNCE_MS)
  await settle()
  await settle()
}

describe('SwapStore', () => {
  it('default: initialize fetches tokens, network price and balances; source is the native token, amount 1', async () => {
    const { store, api } = await readyStore()
    expect(store.status).toBe('ready')
    expect(store.sourceToken?.symbol).toBe('ETH')
    expect(store.sourceToken?.address).toBe(TEST_TOKENS.NATIVE)
    expect(store.sourceTokenAmount).toBe('1')
    expect(store.networkPrice).toBe(3000)
    expect(store.networkBalance).toBe('10')
    expect(api.fetchTokenPrice).toHaveBeenCalledWith({ addresses: [TEST_TOKENS.NATIVE] })
    // SPEC §9: suggested tokens start with ETH, UNI, …, USDC.
    expect(store.popularTokens.map((t) => t.symbol)).toEqual(['ETH', 'UNI', 'USDC'])
  })

  it('behavior: a failing initialize says "Failed to initialize swap" and goes back', async () => {
    const { store, deps } = await readyStore({
      fetchSwapTokens: vi.fn(async () => Promise.reject(new Error('HTTP status code: 500'))),
    })
    expect(store.status).toBe('failed')
    expect(deps.notify.error).toHaveBeenCalledWith('Failed to initialize swap')
    expect(deps.goBack).toHaveBeenCalled()
  })

  it('behavior: a failing price call says "Failed to fetch network token price"', async () => {
    const { store, deps } = await readyStore({
      fetchTokenPrice: vi.fn(async () => Promise.reject(new Error('500'))),
    })
    expect(store.status).toBe('ready')
    expect(deps.notify.error).toHaveBeenCalledWith('Failed to fetch network token price')
  })

  it('parameters: a network off the swap list and a missing address are refused', async () => {
    const off = createSwapTestDeps()
    off.deps.network.mockReturnValue({
      ...TEST_BASE,
      id: 31337,
      caipNetworkId: 'eip155:31337',
    })
    await new SwapStore(off.deps).initialize()
    expect(off.deps.notify.error).toHaveBeenCalledWith('Network not supported for Swaps')
    const none = createSwapTestDeps()
    none.deps.caipAddress.mockReturnValue(undefined)
    await new SwapStore(none.deps).initialize()
    expect(none.deps.notify.error).toHaveBeenCalledWith('No address found to swap the tokens from.')
  })

  it('behavior: quotes after the debounce on the injected clock, native → USDC builds the swap', async () => {
    const { store, clock, api } = await readyStore()
    store.setToken('destination', pick(store, 'USDC'))
    await settle()
    expect(api.fetchSwapQuotes).not.toHaveBeenCalled()
    await quote(clock)
    expect(api.fetchSwapQuotes).toHaveBeenCalledWith(
      expect.objectContaining({
        amount: '1000000000000000000',
        from: TEST_TOKENS.NATIVE,
        to: TEST_TOKENS.USDC,
      }),
    )
    expect(store.toTokenAmount).toBe('2947.1')
    expect(api.fetchSwapAllowance).not.toHaveBeenCalled()
    expect(api.buildSwapTransaction).toHaveBeenCalledWith(expect.objectContaining({ slippage: 1 }))
    expect(store.swapTransaction?.gas).toBe(90_000n)
    expect(store.summary).toMatchObject({
      providerFee: '0.0085',
      minimumReceived: '2917.629',
      gasFee: '0.00009',
    })
    expect(store.summary.priceImpact).toBe('1.76')
  })

  it('behavior: a stale quote never overwrites a newer one', async () => {
    let answer: (value: { quotes: { toAmount: string }[] }) => void = () => undefined
    const slow = vi.fn(
      () =>
        new Promise<{ quotes: { toAmount: string }[] }>((resolve) => {
          answer = resolve
        }),
    )
    const { store, clock, api } = await readyStore({ fetchSwapQuotes: slow })
    store.setToken('destination', pick(store, 'USDC'))
    clock.advance(SWAP_QUOTE_DEBOUNCE_MS)
    const first = answer
    store.setSourceAmount('2')
    clock.advance(SWAP_QUOTE_DEBOUNCE_MS)
    answer({ quotes: [{ toAmount: '5890000000' }] })
    first({ quotes: [{ toAmount: '1000000' }] })
    await settle()
    await settle()
    expect(api.fetchSwapQuotes).toHaveBeenCalledTimes(2)
    expect(store.toTokenAmount).toBe('5890')
  })

  it('behavior: a quote without a result raises "Incorrect amount"', async () => {
    const { store, clock, deps } = await readyStore({
      fetchSwapQuotes: vi.fn(async () => ({ quotes: [] })),
    })
    store.setToken('destination', pick(store, 'USDC'))
    await quote(clock)
    expect(deps.showIncorrectAmount).toHaveBeenCalled()
    expect(store.toTokenAmount).toBe('')
    expect(store.swapTransaction).toBeUndefined()
  })

  it('behavior: "Insufficient balance" for a short source balance, and for gas unless a smart account', async () => {
    const { store, clock, api } = await readyStore()
    store.setToken('destination', pick(store, 'USDC'))
    store.setSourceAmount('11')
    await quote(clock)
    expect(store.inputError).toBe('Insufficient balance')
    expect(api.buildSwapTransaction).not.toHaveBeenCalled()

    const poor = createSwapTestDeps({
      getBalance: vi.fn(async () => ({
        balances: [
          {
            name: 'USDC',
            symbol: 'USDC',
            chainId: 'eip155:8453',
            address: TEST_TOKENS.USDC,
            price: 1,
            quantity: { decimals: '6', numeric: '100' },
            iconUrl: '',
          },
        ],
      })),
      fetchSwapAllowance: vi.fn(async () => ({ allowance: '1000000000' })),
    })
    const gasless = new SwapStore(poor.deps)
    await gasless.initialize()
    gasless.setToken('source', pick(gasless, 'USDC'))
    gasless.setToken('destination', pick(gasless, 'UNI'))
    gasless.setSourceAmount('10')
    await quote(poor.clock)
    expect(gasless.inputError).toBe('Insufficient balance')
    poor.deps.accountType.mockReturnValue('smartAccount')
    gasless.setSourceAmount('10.5')
    await quote(poor.clock)
    expect(gasless.inputError).toBeUndefined()
    expect(gasless.swapTransaction).toBeDefined()
  })

  it('behavior: switching tokens swaps them; with no destination amount the source becomes 1', async () => {
    const { store } = await readyStore()
    store.setToken('destination', pick(store, 'USDC'))
    store.setSourceAmount('3')
    store.switchTokens()
    expect(store.sourceToken?.symbol).toBe('USDC')
    expect(store.toToken?.symbol).toBe('ETH')
    expect(store.sourceTokenAmount).toBe('1')
    store.setSearchQuery('un')
    expect(store.popularTokens.map((t) => t.symbol)).toEqual(['UNI'])
  })
})
