import { describe, expect, it } from 'vitest'
import { registerBitcoinWallet } from '../../../simulators/wallets/bitcoin/registerBitcoinWallet'
import { createSimulatedBitcoinWallet } from '../../../simulators/wallets/bitcoin/simulatedBitcoinWallet'
import { createBip122Adapter } from './bip122Adapter'

const fetchNothing = (() => Promise.reject(new Error('no network in this test'))) as typeof fetch

describe('bitcoin wallet discovery (Wallet Standard on the page)', () => {
  it('default: a wallet registered before the adapter exists is listed as a connector', () => {
    const page = new EventTarget()
    registerBitcoinWallet(page, createSimulatedBitcoinWallet({ name: 'Early Wallet' }).wallet)
    const adapter = createBip122Adapter({ window: page, fetch: fetchNothing })
    expect(adapter.listConnectors().map((c) => [c.id, c.name, c.type])).toEqual([
      ['wallet-standard:Early Wallet', 'Early Wallet', 'ANNOUNCED'],
    ])
  })

  it('behavior: a wallet that registers later reaches watchConnectors; a non-bitcoin wallet is ignored', () => {
    const page = new EventTarget()
    const adapter = createBip122Adapter({ window: page, fetch: fetchNothing })
    const heard: string[][] = []
    adapter.watchConnectors?.((connectors) => heard.push(connectors.map((c) => c.name)))
    registerBitcoinWallet(page, createSimulatedBitcoinWallet({ name: 'Late Wallet' }).wallet)
    const solanaOnly = {
      version: '1.0.0',
      name: 'Solana Only',
      icon: 'data:image/svg+xml,',
      chains: ['solana:devnet'],
      accounts: [],
      features: { 'standard:connect': { version: '1.0.0', connect: async () => ({}) } },
    }
    page.dispatchEvent(
      new CustomEvent('wallet-standard:register-wallet', {
        detail: ({ register }: { register: (w: unknown) => void }) => register(solanaOnly),
      }),
    )
    expect(heard.at(-1)).toEqual(['Late Wallet'])
    expect(adapter.listConnectors().map((c) => c.name)).toEqual(['Late Wallet'])
  })
})
