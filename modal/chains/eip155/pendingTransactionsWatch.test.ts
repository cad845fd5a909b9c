import { createWalletClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestAnvil, type TestAnvil } from '../../../simulators/chains/testAnvil'
import { ManualClock } from '../../core/clock/manualClock'
import { createAnvilNetwork } from './networks'
import { watchNodePendingTransactions } from './pendingTransactionsWatch'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('watchNodePendingTransactions (a real anvil)', () => {
  let anvil: TestAnvil
  beforeAll(async () => {
    anvil = await startTestAnvil()
  })
  afterAll(() => anvil.stop())

  it('behavior: a transaction sent to the node is reported on the next poll of the clock, then the watch stops', async () => {
    const clock = new ManualClock(0)
    const network = createAnvilNetwork(anvil.rpcUrl)
    const seen: string[] = []
    const fetch = (input: string, init?: RequestInit) => globalThis.fetch(input, init)
    const stop = watchNodePendingTransactions(
      { fetch, clock },
      { pollingInterval: 1000 },
      network,
      (hashes) => seen.push(...hashes),
    )
    await expect.poll(() => clock.pending).toBe(1)
    const wallet = createWalletClient({ transport: http(anvil.rpcUrl) })
    const hash = await wallet.sendTransaction({
      account: FROM,
      to: TO,
      value: parseEther('0.01'),
      chain: null,
    })
    await expect
      .poll(() => {
        clock.advance(1000)
        return seen
      })
      .toContain(hash)
    stop()
    expect(clock.pending).toBe(0)
  })

  it('parameters: a network without an RPC URL is not watched', () => {
    const clock = new ManualClock(0)
    const network = { ...createAnvilNetwork('x'), rpcUrls: { default: { http: [] } } }
    const fetch = async () => {
      throw new Error('no request expected')
    }
    watchNodePendingTransactions({ fetch, clock }, {}, network, () => {})
    expect(clock.pending).toBe(0)
  })
})
