import { describe, expect, it, vi } from 'vitest'
import { PorticoError } from '../../core/errors/porticoError'
import { SWAP_QUOTE_DEBOUNCE_MS } from './swapConstants'
import { SwapStore } from './swapStore'
import { createSwapTestDeps, settle } from './swapTestDeps'

/** A ready store quoting `amount` USDC → UNI (needs an approval) or ETH → USDC. */
async function quoted(pair: 'USDC-UNI' | 'ETH-USDC', overrides = {}) {
  const fake = createSwapTestDeps(overrides)
  const store = new SwapStore(fake.deps)
  await store.initialize()
  const pick = (symbol: string) => store.tokens.find((t) => t.symbol === symbol)!
  if (pair === 'USDC-UNI') store.setToken('source', pick('USDC'))
  store.setToken('destination', pick(pair === 'USDC-UNI' ? 'UNI' : 'USDC'))
  store.setSourceAmount(pair === 'USDC-UNI' ? '10' : '1')
  fake.clock.advance(SWAP_QUOTE_DEBOUNCE_MS)
  await settle()
  await settle()
  return { ...fake, store }
}

describe('swap sending', () => {
  it('behavior: a short allowance builds an approval; once sent the swap is re-quoted and rebuilt', async () => {
    const allowance = vi.fn(async () => ({ allowance: '0' }))
    const { store, api, deps, sendTransaction } = await quoted('USDC-UNI', {
      fetchSwapAllowance: allowance,
    })
    expect(api.buildApproveTransaction).toHaveBeenCalled()
    expect(store.approvalTransaction?.gas).toBe(50_000n)
    expect(store.swapTransaction).toBeUndefined()
    allowance.mockResolvedValue({ allowance: '10000000' })
    await store.approve()
    expect(deps.notify.loading).toHaveBeenCalledWith('Approve limit increase in your wallet')
    expect(sendTransaction).toHaveBeenCalledTimes(1)
    expect(api.fetchSwapQuotes).toHaveBeenCalledTimes(2)
    expect(store.approvalTransaction).toBeUndefined()
    expect(store.swapTransaction).toBeDefined()
  })

  it('behavior: a rejected approval shows "Transaction error" and records SWAP_APPROVAL_ERROR', async () => {
    const { store, deps, sendTransaction } = await quoted('USDC-UNI')
    sendTransaction.mockRejectedValueOnce(new PorticoError('USER_REJECTED'))
    await store.approve()
    expect(deps.notify.error).toHaveBeenCalledWith('Transaction error')
    expect(deps.track).toHaveBeenCalledWith(
      'SWAP_APPROVAL_ERROR',
      expect.objectContaining({
        swapFromToken: 'USDC',
        swapToToken: 'UNI',
        message: 'Transaction error',
      }),
    )
    expect(store.approvalTransaction).toBeDefined()
  })

  it('behavior: the swap confirms in the wallet, says "Swapping" then "Swapped", resets and refreshes', async () => {
    const { store, deps, sendTransaction, api } = await quoted('ETH-USDC')
    expect(await store.swap()).toBe(true)
    expect(sendTransaction).toHaveBeenCalledWith(
      expect.objectContaining({
        transaction: expect.objectContaining({ value: 10n ** 18n, gas: 90_000n }),
      }),
    )
    expect(vi.mocked(deps.notify.loading).mock.calls.map(([m]) => m)).toEqual([
      'Confirm transaction in your wallet',
      'Swapping 1 ETH to 2,947.1 USDC',
    ])
    expect(deps.notify.success).toHaveBeenCalledWith('Swapped 1 ETH to 2,947.1 USDC')
    expect(deps.track).toHaveBeenCalledWith(
      'SWAP_SUCCESS',
      expect.objectContaining({ swapFromAmount: '1' }),
    )
    expect(store.toToken).toBeUndefined()
    expect(store.swapTransaction).toBeUndefined()
    expect(api.getBalance).toHaveBeenCalledTimes(2)
    expect(deps.refreshAccountBalances).toHaveBeenCalled()
  })

  it("parameters: a failed swap shows the wallet's short message and records SWAP_ERROR", async () => {
    const { store, deps, sendTransaction } = await quoted('ETH-USDC')
    sendTransaction.mockRejectedValueOnce(
      Object.assign(new Error('x'), { shortMessage: 'Nonce too low' }),
    )
    expect(await store.swap()).toBe(false)
    expect(deps.notify.error).toHaveBeenCalledWith('Nonce too low')
    expect(deps.track).toHaveBeenCalledWith(
      'SWAP_ERROR',
      expect.objectContaining({ message: 'Nonce too low' }),
    )
  })

  it('behavior: failing allowance, approval and transaction builds show their message, set the fetch error and go back', async () => {
    const failing = vi.fn(async () => Promise.reject(new Error('HTTP status code: 500')))
    const cases = [
      ['USDC-UNI', { fetchSwapAllowance: failing }, 'Failed to check allowance'],
      ['USDC-UNI', { buildApproveTransaction: failing }, 'Failed to create approval transaction'],
      ['ETH-USDC', { buildSwapTransaction: failing }, 'Failed to create transaction'],
    ] as const
    for (const [pair, overrides, message] of cases) {
      const { store, deps } = await quoted(pair, overrides)
      expect(deps.notify.error).toHaveBeenCalledWith(message)
      expect(deps.goBack).toHaveBeenCalled()
      expect(store.fetchError).toBe(true)
    }
  })
})
