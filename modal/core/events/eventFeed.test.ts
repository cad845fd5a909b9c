import { describe, expect, it } from 'vitest'
import { ManualClock } from '../clock/manualClock'
import { createPortico } from '../createPortico'
import { createMemoryStorage } from '../deps'
import { createFakeFetch } from '../services/testing/fakeFetch'
import { FakeAdapter } from '../stores/testing/fakeAdapter'
import { base, mainnet } from '../stores/testing/fixtures'
import { EventFeed, type PorticoEvent } from './eventFeed'

function setup() {
  const fake = createFakeFetch({
    'GET /getAnalyticsConfig': { json: { isAnalyticsEnabled: true } },
    'POST /e': { json: {} },
  })
  const clock = new ManualClock(1_700_000_000_000)
  const portico = createPortico(
    {
      projectId: 'p1',
      networks: [mainnet, base],
      endpoints: {
        api: 'http://127.0.0.1:1',
        walletApi: 'http://127.0.0.1:2',
        analytics: 'http://127.0.0.1:3',
      },
      adapters: { eip155: async () => new FakeAdapter('eip155') },
    },
    { clock, storage: createMemoryStorage(), fetch: fake.fetch },
  )
  const seen: PorticoEvent[] = []
  const stop = portico.subscribeEvents((event) => seen.push(event))
  const names = () => seen.map((event) => event.data.event)
  return { portico, clock, fake, seen, stop, names }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('portico.subscribeEvents', () => {
  it('default: delivers open, connect, network switch, disconnect and close with their data', async () => {
    const { portico, clock, seen, names } = setup()
    portico.open()
    expect(seen[0]).toEqual({
      timestamp: clock.now(),
      data: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    })
    await portico.connection.connect('eip155', 'injected')
    await portico.networks.switchNetwork(base)
    await portico.connection.disconnect()
    portico.close()
    expect(names()).toEqual([
      'MODAL_OPEN',
      'CONNECT_SUCCESS',
      'SWITCH_NETWORK',
      'DISCONNECT_SUCCESS',
      'MODAL_CLOSE',
    ])
    expect(seen[1]!.data.properties).toEqual({ namespace: 'eip155', name: 'Browser Wallet' })
    expect(seen[2]!.data.properties).toEqual({ network: 'eip155:8453' })
  })

  it('behavior: the unsubscribe stops delivery', () => {
    const { portico, stop, names } = setup()
    stop()
    portico.open()
    expect(names()).toEqual([])
  })

  it('behavior: an event a feature emits reaches the host and analytics alike (one feed)', async () => {
    const { portico, fake, names } = setup()
    portico.events.emit('SEND_SUCCESS', { namespace: 'eip155' })
    await settle()
    await settle()
    expect(names()).toEqual(['SEND_SUCCESS'])
    const sent = fake
      .callsTo('POST /e')
      .map((c) => (c.body as { props: { event: string } }).props.event)
    expect(sent).toEqual(['SEND_SUCCESS'])
  })
})

describe('EventFeed', () => {
  it('parameters: a listener that throws does not stop the next one; the error is reported', () => {
    const errors: unknown[] = []
    const feed = new EventFeed(new ManualClock(5), (error) => errors.push(error))
    const seen: string[] = []
    feed.subscribe(() => {
      throw new Error('host bug')
    })
    feed.subscribe((event) => seen.push(event.data.event))
    feed.emit('SWAP_SUCCESS')
    expect(seen).toEqual(['SWAP_SUCCESS'])
    expect(errors).toEqual([new Error('host bug')])
  })
})
