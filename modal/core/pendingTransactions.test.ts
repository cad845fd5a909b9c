import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from './caip/types'
import { PENDING_TRANSACTIONS_LIMIT, pendingTransactionsOf } from './pendingTransactions'
import { FakeAdapter } from './stores/testing/fakeAdapter'
import { setupPortico } from './stores/testing/setup'

/** A fake eip155 adapter whose node reports pending transactions when the test says so. */
class WatchingAdapter extends FakeAdapter {
  notify: ((hashes: readonly string[]) => void) | undefined
  watched: string[] = []
  stops = 0

  watchPendingTransactions(network: CaipNetwork, listener: (hashes: readonly string[]) => void) {
    this.watched.push(network.caipNetworkId)
    this.notify = listener
    return () => {
      this.stops += 1
      this.notify = undefined
    }
  }
}

async function connected() {
  const adapter = new WatchingAdapter('eip155')
  const t = setupPortico({ adapters: { eip155: async () => adapter } })
  await t.portico.connection.connect('eip155', 'injected')
  await expect.poll(() => adapter.notify).toBeDefined()
  return { ...t, adapter }
}

const balanceReads = (adapter: FakeAdapter) =>
  adapter.calls.filter((c) => c === 'getBalance').length

describe('SPEC §9 pending-transactions limit (99)', () => {
  it("default: the limit is AppKit 1.8's LIMITS.PENDING_TRANSACTIONS", async () => {
    const { ConstantsUtil } = await import('@reown/appkit-common')
    expect(PENDING_TRANSACTIONS_LIMIT).toBe(ConstantsUtil.LIMITS.PENDING_TRANSACTIONS)
  })

  it('behavior: each notice refreshes the balance; the 100th is refused and the watch stops', async () => {
    const { portico, adapter } = await connected()
    const before = balanceReads(adapter)
    const notify = adapter.notify!
    for (let i = 1; i <= PENDING_TRANSACTIONS_LIMIT; i++) notify([`0x${i.toString(16)}`])
    await expect.poll(() => balanceReads(adapter) - before).toBe(99)
    expect(pendingTransactionsOf(portico).count).toBe(99)
    expect(adapter.notify).toBeUndefined()
    expect(adapter.stops).toBe(1)

    notify(['0x100'])
    expect(pendingTransactionsOf(portico).count).toBe(99)
    await portico.balances.refreshNativeBalance()
    expect(balanceReads(adapter) - before).toBe(99)
  })

  it('behavior: the watch follows the active network and is not restarted past the limit', async () => {
    const { portico, adapter } = await connected()
    expect(adapter.watched).toEqual(['eip155:1'])
    await portico.networks.switchNetwork(portico.chains.findNetwork('eip155:8453')!)
    expect(adapter.watched).toEqual(['eip155:1', 'eip155:8453'])
    for (let i = 0; i < PENDING_TRANSACTIONS_LIMIT; i++) adapter.notify?.(['0x1'])
    await portico.networks.switchNetwork(portico.chains.findNetwork('eip155:1')!)
    expect(adapter.watched).toEqual(['eip155:1', 'eip155:8453'])
  })
})
