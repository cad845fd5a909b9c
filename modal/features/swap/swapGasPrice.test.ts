import { describe, expect, it, vi } from 'vitest'
import { isPorticoError } from '../../core/errors/porticoError'
import { fetchSwapGasPrice } from './swapGasPrice'
import { SwapStore } from './swapStore'
import { createSwapTestDeps, TEST_BASE } from './swapTestDeps'

const gasAnswer = (standard: string) => vi.fn(async () => ({ standard, fast: '1', instant: '1' }))

describe('fetchSwapGasPrice', () => {
  it('default: the standard gas price of an eip155 network, in wei', async () => {
    expect(await fetchSwapGasPrice({ fetchGasPrice: gasAnswer('1500') }, TEST_BASE)).toBe(1500n)
  })

  it('parameters: another namespace, a failing call or the unsupported default ("0") throw "Network not supported for Gas Price"', async () => {
    const solana = {
      ...TEST_BASE,
      chainNamespace: 'solana' as const,
      caipNetworkId: 'solana:x' as const,
    }
    const failing = vi.fn(async () => Promise.reject(new Error('HTTP status code: 500')))
    const refusals = [
      fetchSwapGasPrice({ fetchGasPrice: gasAnswer('1') }, solana),
      fetchSwapGasPrice({ fetchGasPrice: failing }, TEST_BASE),
      fetchSwapGasPrice({ fetchGasPrice: gasAnswer('0') }, TEST_BASE),
    ]
    for (const refusal of refusals) {
      const error = await refusal.catch((e: unknown) => e)
      expect(isPorticoError(error, 'NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE')).toBe(true)
      expect((error as Error).message).toMatch(/^Network not supported for Gas Price/)
    }
  })

  it('behavior: without a gas price the swap says "Failed to initialize swap", goes back and logs "Network not supported for Gas Price"', async () => {
    const { deps } = createSwapTestDeps({ fetchGasPrice: gasAnswer('0') })
    const store = new SwapStore(deps)
    await store.initialize()
    expect(store.status).toBe('failed')
    expect(deps.notify.error).toHaveBeenCalledWith('Failed to initialize swap')
    expect(deps.goBack).toHaveBeenCalled()
    const [message, cause] = deps.logError.mock.calls[0] ?? []
    expect(message).toBe('Failed to initialize swap')
    expect((cause as Error).message).toMatch(/^Network not supported for Gas Price/)
  })
})
