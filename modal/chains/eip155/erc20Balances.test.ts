import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestAnvil, type TestAnvil } from '../../../simulators/chains/testAnvil'
import { deployTokens } from '../../../simulators/contracts/deployTokens'
import type { LabTokenSymbol } from '../../../simulators/contracts/labTokens'
import type { CaipNetwork } from '../../core/caip/types'
import type { FetchFn } from '../../core/deps'
import { isPorticoError } from '../../core/errors/porticoError'
import { NativeBalanceReader } from './nativeBalance'
import { createAnvilNetwork } from './networks'

const DEV_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe("the host's ERC-20 tokens read over RPC (a real anvil, without Multicall3)", () => {
  let anvil: TestAnvil
  let network: CaipNetwork
  let tokens: Record<LabTokenSymbol, `0x${string}`>
  const methods: string[] = []
  const fetch: FetchFn = async (input, init) => {
    const body = JSON.parse(String(init?.body)) as { method: string } | { method: string }[]
    for (const call of Array.isArray(body) ? body : [body]) methods.push(call.method)
    return globalThis.fetch(input, init)
  }
  beforeAll(async () => {
    anvil = await startTestAnvil()
    tokens = await deployTokens(anvil.rpcUrl, { fundedAccounts: 1 })
    network = createAnvilNetwork(anvil.rpcUrl)
  })
  afterAll(() => anvil.stop())

  it('default: balanceOf, decimals and symbol of each token, in its own units, with nothing but eth_call', async () => {
    const reader = new NativeBalanceReader(fetch)
    const address = DEV_0.toLowerCase()
    const named = [{ address: tokens.USDC }, { address: tokens.UNI.toLowerCase() }]
    const balances = await reader.readTokens({ address, network, tokens: named })
    expect(balances).toEqual([
      {
        name: 'USDC',
        symbol: 'USDC',
        chainId: 'eip155:31337',
        address: `eip155:31337:${tokens.USDC}`,
        price: 0,
        quantity: { decimals: '6', numeric: '10000' },
        iconUrl: '',
      },
      expect.objectContaining({ symbol: 'UNI', quantity: { decimals: '18', numeric: '500' } }),
    ])
    expect(new Set(methods)).toEqual(new Set(['eth_call']))
    // The first read found no Multicall3; the next goes straight to the plain calls (6, not 7).
    methods.length = 0
    await reader.readTokens({ address, network, tokens: named })
    expect(methods).toHaveLength(6)
    reader.dispose()
  })

  it('parameters: a token that is not a contract, or not an address, is left out', async () => {
    const reader = new NativeBalanceReader(fetch)
    const named = [
      { address: '0x000000000000000000000000000000000000dEaD' },
      { address: 'not-an-address' },
      { address: tokens.USDC },
    ]
    const balances = await reader.readTokens({ address: DEV_0, network, tokens: named })
    expect(balances.map((b) => b.symbol)).toEqual(['USDC'])
    reader.dispose()
  })

  it('behavior: a node that does not answer fails with "Token Balance Unavailable"', async () => {
    const reader = new NativeBalanceReader(async () => {
      throw new TypeError('fetch failed')
    })
    const failure = await reader
      .readTokens({ address: DEV_0, network, tokens: [{ address: tokens.USDC }] })
      .catch((error: unknown) => error)
    expect(isPorticoError(failure) && failure.code).toBe('TOKEN_BALANCE_UNAVAILABLE')
    reader.dispose()
  })
})
