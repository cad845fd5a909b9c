import { describe, expect, it, vi } from 'vitest'
import type { AdapterCallsStatus } from '../../core/chains/chainAdapter'
import { BATCH_STATUS_INTERVAL_MS } from './swapBatch'
import { SWAP_QUOTE_DEBOUNCE_MS } from './swapConstants'
import { SwapStore } from './swapStore'
import { createSwapTestDeps, settle, TEST_TOKENS } from './swapTestDeps'

type Status = AdapterCallsStatus['status']

/** A store quoting 10 USDC → UNI (allowance 0) with a wallet whose batching is `atomic`. */
async function quotedWithWallet(atomic: boolean | 'throws', statuses: Status[] = ['confirmed']) {
  const fake = createSwapTestDeps()
  const supportsAtomicBatch = vi.fn(async () => {
    if (atomic === 'throws') throw new Error('wallet_getCapabilities failed')
    return atomic
  })
  const sendCalls = vi.fn(async () => '0xbatch')
  const getCallsStatus = vi.fn(
    async (): Promise<AdapterCallsStatus> => ({
      status: statuses.shift() ?? 'confirmed',
      atomic: true,
      transactionHashes: [],
    }),
  )
  const { sendTransaction, estimateGas } = fake
  fake.deps.adapter = vi.fn(async () => ({
    sendTransaction,
    estimateGas,
    supportsAtomicBatch,
    sendCalls,
    getCallsStatus,
  }))
  const store = new SwapStore(fake.deps)
  await store.initialize()
  const pick = (symbol: string) => store.tokens.find((t) => t.symbol === symbol)!
  store.setToken('source', pick('USDC'))
  store.setToken('destination', pick('UNI'))
  store.setSourceAmount('10')
  fake.clock.advance(SWAP_QUOTE_DEBOUNCE_MS)
  for (let i = 0; i < 4; i += 1) await settle()
  return { ...fake, store, sendCalls, getCallsStatus }
}

describe('swap approval and swap as one EIP-5792 batch', () => {
  it('default: a wallet that batches atomically gets approve + swap as one wallet_sendCalls; the swap lands', async () => {
    const { store, deps, sendCalls, sendTransaction, getCallsStatus } = await quotedWithWallet(true)
    expect(store.approvalTransaction).toBeDefined()
    expect(store.swapTransaction).toBeDefined()
    expect(await store.swap()).toBe(true)
    expect(sendCalls).toHaveBeenCalledTimes(1)
    expect(sendCalls).toHaveBeenCalledWith({
      calls: [
        { to: TEST_TOKENS.USDC.split(':')[2], data: '0x095ea7b3', value: 0n },
        { to: TEST_TOKENS.AMM, data: '0xswap', value: 10n ** 18n },
      ],
      network: expect.objectContaining({ caipNetworkId: 'eip155:8453' }),
    })
    expect(sendTransaction).not.toHaveBeenCalled()
    expect(getCallsStatus).toHaveBeenCalledWith({ id: '0xbatch' })
    expect(deps.notify.loading).toHaveBeenCalledWith('Confirm transaction in your wallet')
    expect(deps.notify.success).toHaveBeenCalledWith(expect.stringMatching(/^Swapped 10 USDC to /))
    expect(deps.track).toHaveBeenCalledWith('SWAP_SUCCESS', expect.anything())
  })

  it('behavior: a pending batch is asked again after the interval; a failed one says "Transaction error"', async () => {
    const pending = await quotedWithWallet(true, ['pending', 'confirmed'])
    const sent = pending.store.swap()
    for (let i = 0; i < 3; i += 1) await settle()
    expect(pending.getCallsStatus).toHaveBeenCalledTimes(1)
    pending.clock.advance(BATCH_STATUS_INTERVAL_MS)
    expect(await sent).toBe(true)
    expect(pending.getCallsStatus).toHaveBeenCalledTimes(2)

    const failed = await quotedWithWallet(true, ['failed'])
    expect(await failed.store.swap()).toBe(false)
    expect(failed.deps.notify.error).toHaveBeenCalledWith('Transaction error')
    expect(failed.deps.track).toHaveBeenCalledWith('SWAP_ERROR', expect.anything())
    expect(failed.store.approvalTransaction).toBeDefined()
  })

  it('parameters: a wallet without atomic batching, or that cannot say, keeps two transactions', async () => {
    for (const atomic of [false, 'throws'] as const) {
      const { store, sendCalls, sendTransaction } = await quotedWithWallet(atomic)
      expect(store.approvalTransaction).toBeDefined()
      expect(store.swapTransaction).toBeUndefined()
      await store.approve()
      expect(sendTransaction).toHaveBeenCalledTimes(1)
      expect(sendCalls).not.toHaveBeenCalled()
    }
  })
})
