import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../../chains/chainAdapter'
import { ManualClock } from '../../clock/manualClock'
import { createPortico } from '../../createPortico'
import { createMemoryStorage } from '../../deps'
import { PorticoError } from '../../errors/porticoError'
import type { TokenOptions } from '../../options/tokenOption'
import { mainnet } from '../../stores/testing/fixtures'
import type { TokenBalance } from '../blockchainApi/types'
import { createFakeFetch } from '../testing/fakeFetch'
import { createHostTokenBalances } from './hostTokenBalances'

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const UNI = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'
const held = (
  symbol: string,
  address: string,
  numeric: string,
  extra: Partial<TokenBalance> = {},
) => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  address: `eip155:1:${address}`,
  price: 0,
  quantity: { decimals: '6', numeric },
  iconUrl: '',
  ...extra,
})
const TOKENS: TokenOptions = {
  'eip155:1': [
    { address: USDC, image: 'https://cdn.example/usdc.png' },
    { address: UNI, image: 'javascript:alert(1)' },
  ],
}

function setup(options: { api?: TokenBalance[] | Error; chain?: TokenBalance[] | Error } = {}) {
  const clock = new ManualClock()
  const reads: unknown[] = []
  const warnings: unknown[] = []
  const adapter = {
    readTokenBalances: async (params: unknown) => {
      reads.push(params)
      if (options.chain instanceof Error) throw options.chain
      return options.chain ?? [held('USDC', USDC, '12.5'), held('UNI', UNI, '3')]
    },
  } as unknown as ChainAdapter
  const api = options.api
  const port = createHostTokenBalances({
    tokens: TOKENS,
    clock,
    logger: { warn: (...args: unknown[]) => warnings.push(args) },
    adapterFor: (namespace) => (namespace === 'eip155' ? adapter : undefined),
    networkOf: (id) => (id === 'eip155:1' ? mainnet : undefined),
    ...(api
      ? {
          api: {
            getBalance: async () => {
              if (api instanceof Error) throw api
              return { balances: api }
            },
          },
        }
      : {}),
  })
  return { port, clock, reads, warnings }
}

describe('createHostTokenBalances', () => {
  it("default: without an api, the host's tokens are read from the chain, with their images where the URL policy allows", async () => {
    const { port, reads } = setup()
    const { balances } = await port.getBalance({ address: OWNER, chainId: 'eip155:1' })
    expect(balances).toEqual([
      held('USDC', USDC, '12.5', { iconUrl: 'https://cdn.example/usdc.png' }),
      held('UNI', UNI, '3'),
    ])
    expect(reads).toEqual([{ address: OWNER, network: mainnet, tokens: TOKENS['eip155:1'] }])
  })

  it('behavior: kept 30 s per network and account (SPEC §9); forceUpdate reads afresh', async () => {
    const { port, clock, reads } = setup()
    const read = (forceUpdate?: boolean) =>
      port.getBalance({
        address: OWNER,
        chainId: 'eip155:1',
        ...(forceUpdate ? { forceUpdate } : {}),
      })
    await read()
    clock.advance(29_999)
    await read()
    expect(reads).toHaveLength(1)
    clock.advance(1)
    await read()
    expect(reads).toHaveLength(2)
    await read(true)
    expect(reads).toHaveLength(3)
  })

  it("behavior: with an api, the API's entry of a token wins, the host's image fills its icon, and a token the API lacks comes from the chain", async () => {
    const fromApi = held('USDC', USDC.toLowerCase(), '12.5', { price: 1, value: 12.5 })
    const { port } = setup({ api: [held('ETH', '', '1', { address: undefined }), fromApi] })
    const { balances } = await port.getBalance({ address: OWNER, chainId: 'eip155:1' })
    expect(balances).toEqual([
      held('ETH', '', '1', { address: undefined }),
      { ...fromApi, iconUrl: 'https://cdn.example/usdc.png' },
      held('UNI', UNI, '3'),
    ])
  })

  it('behavior: a chain that cannot be read fails without an api; with one, the API list shows and the failure is logged', async () => {
    const down = new PorticoError('TOKEN_BALANCE_UNAVAILABLE')
    await expect(
      setup({ chain: down }).port.getBalance({ address: OWNER, chainId: 'eip155:1' }),
    ).rejects.toBe(down)
    const withApi = setup({ chain: down, api: [held('ETH', '', '1', { address: undefined })] })
    const { balances } = await withApi.port.getBalance({ address: OWNER, chainId: 'eip155:1' })
    expect(balances.map((b) => b.symbol)).toEqual(['ETH'])
    expect(withApi.warnings).toHaveLength(1)
  })

  it('parameters: a network the host named no tokens for reads nothing', async () => {
    const { port, reads } = setup()
    expect(await port.getBalance({ address: OWNER, chainId: 'eip155:8453' })).toEqual({
      balances: [],
    })
    expect(reads).toEqual([])
  })

  it('behavior: an instance with `tokens` and no endpoints has a Tokens source and asks no backend', async () => {
    const fake = createFakeFetch()
    const portico = createPortico(
      { projectId: 'p1', networks: [mainnet], tokens: TOKENS },
      { clock: new ManualClock(), storage: createMemoryStorage(), fetch: fake.fetch },
    )
    expect(portico.ports.tokenBalances).toBeDefined()
    await expect(
      portico.ports.tokenBalances?.getBalance({ address: OWNER, chainId: 'eip155:8453' }),
    ).resolves.toEqual({ balances: [] })
    expect(fake.calls).toEqual([])
  })
})
