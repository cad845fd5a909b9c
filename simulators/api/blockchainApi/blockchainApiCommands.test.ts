import { describe, expect, it } from 'vitest'
import { devAccount } from '../../labKeys'
import type { AnalyticsState } from '../analyticsRoutes'
import { blockchainApiCommands } from './blockchainApiCommands'
import { createNameRegistry } from './nameRegistry'
import { createOnrampCheckoutState } from './onrampCheckout'
import type { SmartSessionRecord } from './sessionRoutes'
import { createSiwxServerState } from './siwxRoutes'

const alice = devAccount(0).address
const bob = devAccount(1).address

function stub() {
  const names = createNameRegistry(() => 1_767_225_600_000)
  const state = {
    analytics: { enabled: true, events: [] } as AnalyticsState,
    names,
    sessions: new Map<string, SmartSessionRecord[]>(),
    checkout: createOnrampCheckoutState(),
    siwx: createSiwxServerState(),
    refusedProjectIds: new Set<string>(),
    seedNames: () => void names.register({ name: 'alice.portico.id', address: alice }),
  }
  state.seedNames()
  return { state, command: blockchainApiCommands(state) }
}

describe('blockchainApiCommands', () => {
  it('behavior: reset leaves only the seed names and forgets what scenarios added', async () => {
    const { state, command } = stub()
    await command('registerName', { name: 'bob.portico.id', address: bob })
    await command('removeName', { name: 'alice.portico.id' })
    await command('registerName', { name: 'alice.portico.id', address: bob }) // taken over
    await command('addSmartSession', { address: alice, session: { pci: 'p1' } })
    await command('setAnalyticsEnabled', { enabled: false })
    state.analytics.events.push({ receivedAt: 1, query: {}, body: {} })
    state.checkout.purchases.add('0xabc')
    state.checkout.records.push({
      address: alice,
      asset: 'ETH',
      fiatAmount: 5,
      outcome: 'declined',
    })
    state.siwx.nonces.add('n1')
    state.siwx.nextNonce = 'bad\nnonce'
    state.refusedProjectIds.add('p')
    expect(await command('reset', {})).toEqual({ result: undefined })
    const names = (await command('names', {}))?.result as { name: string; addresses: object }[]
    expect(names.map((p) => p.name)).toEqual(['alice.portico.id'])
    expect(JSON.stringify(names[0]?.addresses)).toContain(alice)
    expect(state.sessions.size).toBe(0)
    expect(state.analytics).toEqual({ enabled: true, events: [] })
    expect(state.checkout).toEqual({ purchases: new Set(), records: [] })
    expect(state.siwx).toEqual({ nonces: new Set(), sessions: new Map(), nextNonce: undefined })
    expect(state.refusedProjectIds.size).toBe(0)
  })

  it('parameters: an unknown command answers undefined (the HTTP stub then refuses it)', async () => {
    expect(await stub().command('explode', {})).toBeUndefined()
  })
})
