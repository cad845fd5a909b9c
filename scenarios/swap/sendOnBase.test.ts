import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { sendOnBase } from './swapSteps'

const RPC_URL = 'http://127.0.0.1:8546'
const HASH = `0x${'ab'.repeat(32)}`
const TX = { from: '0x1', to: '0x2', data: '0x' }

/** Only what `sendOnBase` reads of the page: the Base network's RPC address. */
const ctx = {
  portico: {
    chains: { findNetwork: () => ({ rpcUrls: { default: { http: [RPC_URL] } } }) },
  },
} as unknown as LabScenarioContext

/**
 * A node like anvil: it answers `eth_sendTransaction` at once, and has no receipt for the
 * first `pendingReads` receipt reads (its automine has not built the block yet).
 */
function scriptedNode(pendingReads: number, status = '0x1') {
  const asked: string[] = []
  let reads = 0
  const fetch = vi.fn(async (_url: string, init: { body: string }) => {
    const { method } = JSON.parse(init.body) as { method: string }
    asked.push(method)
    let result: unknown = HASH
    if (method === 'eth_getTransactionReceipt') {
      reads += 1
      result = reads > pendingReads ? { status } : null
    }
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result }))
  })
  vi.stubGlobal('fetch', fetch)
  return asked
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('sendOnBase', () => {
  it('behavior: returns only once the node has a receipt, not when it took the transaction', async () => {
    const asked = scriptedNode(3)
    await sendOnBase(ctx, TX)
    expect(asked).toEqual([
      'eth_sendTransaction',
      'eth_getTransactionReceipt',
      'eth_getTransactionReceipt',
      'eth_getTransactionReceipt',
      'eth_getTransactionReceipt',
    ])
  })

  it('failure: a reverted transaction fails the step', async () => {
    scriptedNode(0, '0x0')
    await expect(sendOnBase(ctx, TX)).rejects.toThrow(/reverted/)
  })
})
