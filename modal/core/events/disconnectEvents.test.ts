import { describe, expect, it, vi } from 'vitest'
import { ManualClock } from '../clock/manualClock'
import { createPortico } from '../createPortico'
import { createMemoryStorage } from '../deps'
import { createFakeFetch } from '../services/testing/fakeFetch'
import { FakeAdapter } from '../stores/testing/fakeAdapter'
import { mainnet } from '../stores/testing/fixtures'
import { ANALYTICS_ROUTES, recordEvents } from './testing/recordEvents'

async function connected() {
  const fetch = createFakeFetch(ANALYTICS_ROUTES)
  const adapter = new FakeAdapter('eip155')
  const portico = createPortico(
    {
      projectId: 'p1',
      networks: [mainnet],
      endpoints: {
        api: 'http://127.0.0.1:1',
        walletApi: 'http://127.0.0.1:2',
        analytics: 'http://127.0.0.1:3',
      },
      adapters: { eip155: async () => adapter },
    },
    { clock: new ManualClock(1_000), storage: createMemoryStorage(), fetch: fetch.fetch },
  )
  await portico.connection.connect('eip155', 'injected')
  const events = recordEvents({ portico, fetch })
  return { portico, adapter, events }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('disconnect events', () => {
  it('default: a requested disconnect the wallet accepts gives one DISCONNECT_SUCCESS, to the host and analytics', async () => {
    const { portico, events } = await connected()
    await portico.connection.disconnect()
    expect(events.fed()).toEqual(['DISCONNECT_SUCCESS'])
    expect(events.all()[0]?.data.properties).toEqual({ namespace: 'eip155' })
    await settle()
    // Analytics sends after the next paint (see reportAnalytics).
    await vi.waitFor(() => expect(events.missingFromAnalytics()).toEqual([]))
  })

  it('behavior: a wallet that fails to disconnect gives DISCONNECT_ERROR (never also DISCONNECT_SUCCESS); the account is cleared anyway', async () => {
    const { portico, adapter, events } = await connected()
    adapter.disconnectError = new Error('wallet gone')
    await expect(portico.connection.disconnect()).rejects.toMatchObject({
      code: 'FAILED_TO_DISCONNECT',
    })
    expect(portico.connection.status('eip155')).toBe('disconnected')
    expect(events.fed()).toEqual(['DISCONNECT_ERROR'])
    expect(events.all()[0]?.data.properties).toEqual({
      namespace: 'eip155',
      message: 'Failed to disconnect',
    })
    await settle()
    // Analytics sends after the next paint (see reportAnalytics).
    await vi.waitFor(() => expect(events.missingFromAnalytics()).toEqual([]))
  })

  it('behavior: a disconnect the wallet starts (no accounts left) gives DISCONNECT_SUCCESS', async () => {
    const { adapter, events } = await connected()
    adapter.emit({ type: 'disconnect' })
    expect(events.fed()).toEqual(['DISCONNECT_SUCCESS'])
  })
})
