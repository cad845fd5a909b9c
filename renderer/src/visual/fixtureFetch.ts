import type { FetchFn } from 'portico'
import { BALANCES, HISTORY, IDENTITY, VISUAL_NATIVE_WEI } from './fixtures/account'
import { walletPage } from './fixtures/wallets'
import type { DataGroup, DataMode } from './visualCases'

/** Where the page's Portico believes its services live: nothing listens there. */
export const VISUAL_API = 'http://127.0.0.1:9/api'
export const VISUAL_WALLET_API = 'http://127.0.0.1:9/wallets'
export const VISUAL_RPC = 'http://127.0.0.1:9/rpc'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** The fixture answer of one route group when it is filled. */
type Answer = (url: URL, init?: RequestInit) => unknown

const SWAP_TOKENS = BALANCES.map((t) => ({
  name: t.name,
  symbol: t.symbol,
  address: t.address ?? 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
  logoUri: t.iconUrl,
  quantity: t.quantity,
  price: t.price,
  value: t.value,
}))

/** Route pattern → group and filled answer. Anything unlisted answers 404 and is recorded. */
const ROUTES: { test: RegExp; group: DataGroup; fill: Answer; empty?: unknown }[] = [
  {
    test: /\/getWallets$/,
    group: 'wallets',
    fill: (u) => walletPage(u.searchParams),
    empty: { data: [], count: 0 },
  },
  {
    test: /\/v1\/account\/[^/]+\/balance$/,
    group: 'balance',
    fill: () => ({ balances: BALANCES }),
    empty: { balances: [] },
  },
  {
    test: /\/v1\/account\/[^/]+\/history$/,
    group: 'history',
    fill: () => ({ data: HISTORY }),
    empty: { data: [] },
  },
  {
    test: /\/v1\/identity\/[^/]+$/,
    group: 'identity',
    fill: () => IDENTITY,
    empty: { name: null, avatar: null },
  },
  { test: /\/v1\/profile\/reverse\/[^/]+$/, group: 'identity', fill: () => [], empty: [] },
  {
    test: /\/v1\/supported-chains$/,
    group: 'base',
    fill: () => ({ http: ['eip155:1', 'eip155:8453', 'eip155:10'], ws: [] }),
  },
  { test: /\/getAnalyticsConfig$/, group: 'base', fill: () => ({ isAnalyticsEnabled: false }) },
  {
    test: /\/v1\/convert\/tokens$/,
    group: 'swap',
    fill: () => ({ tokens: SWAP_TOKENS }),
    empty: { tokens: [] },
  },
  {
    test: /\/v1\/convert\/quotes$/,
    group: 'swap',
    fill: () => ({ quotes: [{ id: 'q1', toAmount: '4680825000000000000000' }] }),
  },
  {
    test: /\/v1\/convert\/gas-price$/,
    group: 'swap',
    fill: () => ({ standard: '1000000000', fast: '1500000000', instant: '2000000000' }),
  },
  { test: /\/v1\/convert\/allowance$/, group: 'swap', fill: () => ({ allowance: '0' }) },
  {
    test: /\/v1\/convert\/build-transaction$/,
    group: 'swap',
    fill: () => ({
      tx: {
        data: '0x',
        to: '0x1111111254eeb25477b68fb85ed929f73a960582',
        value: '1500000000000000000',
        eip155: { gas: '150000', gasPrice: '1000000000' },
      },
    }),
  },
  {
    test: /\/v1\/fungible\/price$/,
    group: 'swap',
    fill: () => ({
      fungibles: BALANCES.map((t) => ({
        name: t.name,
        symbol: t.symbol,
        iconUrl: t.iconUrl,
        price: t.price,
      })),
    }),
  },
  {
    test: /\/v1\/profile\/suggestions\/[^/]+$/,
    group: 'names',
    fill: () => ({
      suggestions: [
        { name: 'mira.portico', registered: false },
        { name: 'mira2.portico', registered: false },
      ],
    }),
  },
  { test: /\/v1\/profile\/account\/[^/]+$/, group: 'names', fill: () => ({}), empty: {} },
  {
    test: /\/v1\/onramp\/options$/,
    group: 'onramp',
    fill: () => ({
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: [{ id: 'card', min: '10', max: '5000' }] },
      ],
      purchaseCurrencies: [
        {
          id: 'ETH',
          name: 'Ether',
          symbol: 'ETH',
          networks: [
            { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
          ],
        },
      ],
    }),
  },
  {
    test: /\/v1\/sessions\/[^/]+$/,
    group: 'base',
    // Listed only with smart sessions on (the "sessions" state).
    fill: () => ({ pcis: [{ pci: '3f2a9c1e-5b7d-4e2a-9c1f-0b8d6e4a2c71' }] }),
  },
]

/** JSON-RPC answers of the networks' node (eth_getBalance and the reads viem makes). */
function rpcAnswer(body: string | undefined): unknown {
  const calls = JSON.parse(body ?? '{}') as
    | { id: number; method: string }
    | { id: number; method: string }[]
  const one = ({ id, method }: { id: number; method: string }) => {
    const results: Record<string, unknown> = {
      eth_getBalance: `0x${VISUAL_NATIVE_WEI.toString(16)}`,
      eth_chainId: '0x1',
      eth_blockNumber: '0x1000',
      eth_gasPrice: '0x3b9aca00',
      eth_maxPriorityFeePerGas: '0x3b9aca00',
      eth_estimateGas: '0x5208',
      eth_getTransactionCount: '0x5',
      eth_getCode: '0x',
      eth_call: '0x',
    }
    return { jsonrpc: '2.0', id, result: results[method] ?? null }
  }
  return Array.isArray(calls) ? calls.map(one) : one(calls)
}

/**
 * The page's fetch: answers the Blockchain API, the wallet listing and the node from the
 * fixtures in this folder, each group as the state asks (filled, empty, failed, or never
 * answering so a loading state holds still). Nothing leaves the page.
 */
export function createFixtureFetch(
  modes: Partial<Record<DataGroup, DataMode>>,
  unhandled: string[],
): FetchFn {
  return async (input, init) => {
    const url = new URL(input)
    if (input.startsWith(VISUAL_RPC)) return json(rpcAnswer(init?.body as string | undefined))
    const route = ROUTES.find((r) => r.test.test(url.pathname))
    if (!route) {
      unhandled.push(`${init?.method ?? 'GET'} ${url.pathname}`)
      return json({ message: 'not found' }, 404)
    }
    const mode = modes[route.group] ?? 'fill'
    if (mode === 'hang') return new Promise<Response>(() => {})
    if (mode === 'fail') return json({ message: 'fixture failure' }, 500)
    if (mode === 'empty') return json(route.empty ?? {})
    return json(route.fill(url, init))
  }
}
