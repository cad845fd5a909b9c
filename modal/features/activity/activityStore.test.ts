import { describe, expect, it } from 'vitest'
import { FakeAdapter } from '../../core/stores/testing/fakeAdapter'
import { network } from '../../core/stores/testing/fixtures'
import { createTestPortico } from '../../ui/views/testing/createTestPortico'
import { ActivityStore } from './activityStore'

describe('ActivityStore', () => {
  it('parameters: a namespace without activity (SPEC §9) reads empty without a request', async () => {
    const polkadot = network('polkadot', 'rococo', { name: 'Rococo' })
    const test = createTestPortico({
      networks: [polkadot],
      options: { adapters: { polkadot: async () => new FakeAdapter('polkadot') } },
    })
    await test.portico.loadConnectors()
    await test.portico.connection.connect('polkadot', 'injected')
    expect(test.portico.chains.activeAddress).toBeDefined()
    const activity = new ActivityStore(test.portico)
    await activity.load()
    expect(activity.state).toBe('loaded')
    expect(activity.transactions).toEqual([])
    expect(test.fetch.calls.filter((c) => c.path.includes('/history'))).toEqual([])
  })
})
