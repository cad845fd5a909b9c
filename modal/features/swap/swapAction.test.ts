import { describe, expect, it } from 'vitest'
import { swapAction } from './swapAction'
import type { SwapAsset } from './swapTokens'

const eth = { symbol: 'ETH' } as SwapAsset
const ready = {
  status: 'ready' as const,
  sourceToken: eth,
  toToken: { symbol: 'USDC' } as SwapAsset,
  sourceTokenAmount: '1',
  loadingQuote: false,
  inputError: undefined,
  swapTransaction: undefined,
  approvalTransaction: undefined,
}

describe('swapAction', () => {
  it('default: a built transaction offers the review', () => {
    const built = { to: '0x', data: '0x', value: 0n, gas: 1n, gasPrice: 1n }
    expect(swapAction({ ...ready, swapTransaction: built })).toBe('review')
    expect(swapAction({ ...ready, approvalTransaction: built })).toBe('review')
  })

  it('parameters: each missing piece names the next step', () => {
    expect(swapAction({ ...ready, status: 'initializing' })).toBe('loading')
    expect(swapAction({ ...ready, toToken: undefined })).toBe('selectToken')
    expect(swapAction({ ...ready, sourceTokenAmount: '0' })).toBe('enterAmount')
    expect(swapAction({ ...ready, inputError: 'Insufficient balance' })).toBe('insufficientBalance')
    expect(swapAction({ ...ready, loadingQuote: true })).toBe('quoting')
    expect(swapAction(ready)).toBe('unavailable')
  })
})
