import { vi } from 'vitest'
import type { CaipNetwork } from '../../core/caip/types'
import { ManualClock } from '../../core/clock/manualClock'
import type { SwapDeps } from './swapDeps'

/** Base as the lab runs it (chain 8453, on the swap list). */
export const TEST_BASE: CaipNetwork = {
  id: 8453,
  caipNetworkId: 'eip155:8453',
  name: 'Base',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
}

const USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const NATIVE = 'eip155:8453:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USDC = 'eip155:8453:0x5FbDB2315678afecb367f032d93F642f64180aa3'
const UNI = 'eip155:8453:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const AMM = '0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A'

/** Addresses of the fake API's tokens. */
export const TEST_TOKENS = { NATIVE, USDC, UNI, USER, AMM }

const token = (address: string, symbol: string, decimals: number, price: number) => ({
  address,
  symbol,
  name: symbol,
  decimals,
  logoUri: `http://127.0.0.1/${symbol}.svg`,
  price,
})

const balance = (
  address: string | undefined,
  symbol: string,
  numeric: string,
  decimals: number,
) => ({
  name: symbol,
  symbol,
  chainId: 'eip155:8453',
  ...(address ? { address } : {}),
  price: 1,
  quantity: { decimals: String(decimals), numeric },
  iconUrl: '',
})

/**
 * A fake of everything the swap store asks for: an API answering like the lab stub (1 ETH →
 * 2947.1 USDC, gas price 1 gwei), an adapter whose sends resolve, a manual clock, and spies.
 * Override any API method per test.
 */
export function createSwapTestDeps(overrides: Partial<SwapDeps['api']> = {}) {
  const clock = new ManualClock(0)
  const sendTransaction = vi.fn(async () => '0xhash')
  const estimateGas = vi.fn(async () => 50_000n)
  const api: SwapDeps['api'] = {
    fetchSwapTokens: vi.fn(async () => ({
      tokens: [
        token(USDC, 'USDC', 6, 1),
        token(UNI, 'UNI', 18, 7.5),
        token(NATIVE, 'ETH', 18, 3000),
      ],
    })),
    getBalance: vi.fn(async () => ({
      balances: [balance(undefined, 'ETH', '10', 18), balance(USDC, 'USDC', '100', 6)],
    })),
    fetchGasPrice: vi.fn(async () => ({ standard: '1000000000', fast: '1', instant: '1' })),
    fetchTokenPrice: vi.fn(async () => ({
      fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 }],
    })),
    fetchSwapQuotes: vi.fn(async () => ({ quotes: [{ toAmount: '2947100000' }] })),
    fetchSwapAllowance: vi.fn(async () => ({ allowance: '0' })),
    buildApproveTransaction: vi.fn(async () => ({
      tx: {
        to: USDC.split(':')[2]!,
        from: USER,
        data: '0x095ea7b3',
        value: '0',
        eip155: { gasPrice: '1000000000' },
      },
    })),
    buildSwapTransaction: vi.fn(async () => ({
      tx: {
        to: AMM,
        data: '0xswap',
        value: '1000000000000000000',
        eip155: { gas: '90000', gasPrice: '1000000000' },
      },
    })),
    ...overrides,
  }
  const deps = {
    api,
    clock,
    network: vi.fn((): CaipNetwork | undefined => TEST_BASE),
    caipAddress: vi.fn((): string | undefined => `eip155:8453:${USER}`),
    accountType: vi.fn((): 'eoa' | 'smartAccount' | undefined => 'eoa'),
    adapter: vi.fn(async () => ({ sendTransaction, estimateGas })),
    notify: { loading: vi.fn(), success: vi.fn(), error: vi.fn(), hide: vi.fn() },
    showIncorrectAmount: vi.fn(),
    goBack: vi.fn(),
    logError: vi.fn(),
    track: vi.fn(),
    refreshAccountBalances: vi.fn(async () => undefined),
  } satisfies SwapDeps
  return { deps, clock, api, sendTransaction, estimateGas }
}

/** Lets every pending promise settle. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
