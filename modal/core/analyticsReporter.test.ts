import { describe, expect, it, vi } from 'vitest'
import { ManualClock } from './clock/manualClock'
import { createPortico } from './createPortico'
import { createMemoryStorage } from './deps'
import { createFakeFetch, type FakeRoute } from './services/testing/fakeFetch'
import { FakeAdapter } from './stores/testing/fakeAdapter'
import { base, mainnet } from './stores/testing/fixtures'

const endpoints = {
  api: 'http://127.0.0.1:4100',
  walletApi: 'http://127.0.0.1:4200',
  analytics: 'http://127.0.0.1:4300',
}

function setup(routes: Record<string, FakeRoute>, analytics = true) {
  const fake = createFakeFetch({
    'GET /getAnalyticsConfig': { json: { isAnalyticsEnabled: true } },
    'POST /e': { json: {} },
    ...routes,
  })
  const evm = new FakeAdapter('eip155')
  const portico = createPortico(
    {
      projectId: 'p1',
      networks: [mainnet, base],
      endpoints,
      features: { analytics },
      adapters: { eip155: async () => evm },
    },
    {
      clock: new ManualClock(1_700_000_000_000),
      storage: createMemoryStorage(),
      fetch: fake.fetch,
    },
  )
  const sent = () =>
    fake.callsTo('POST /e').map((call) => (call.body as { props: { event: string } }).props.event)
  return { portico, fake, evm, sent }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('reportAnalytics', () => {
  it('default: opening and closing the modal send MODAL_OPEN and MODAL_CLOSE, nothing before', async () => {
    const { portico, fake, sent } = setup({})
    await settle()
    expect(fake.calls).toEqual([])
    portico.open()
    await settle()
    portico.close()
    await settle()
    expect(sent()).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    const event = fake.callsTo('POST /e')[0]!
    expect(event.url.startsWith(`${endpoints.analytics}/e?`)).toBe(true)
    expect(event.params).toMatchObject({ projectId: 'p1', st: 'portico', sv: '0.1.0' })
  })

  it('behavior: connect, switch network and disconnect are recorded', async () => {
    const { portico, sent } = setup({})
    portico.open()
    await portico.connection.connect('eip155', 'fake')
    await portico.networks.switchNetwork(base)
    await portico.connection.disconnect()
    await settle()
    expect(sent()).toEqual([
      'MODAL_OPEN',
      'CONNECT_SUCCESS',
      'SWITCH_NETWORK',
      'DISCONNECT_SUCCESS',
    ])
  })

  it('parameters: with the analytics feature off nothing is sent', async () => {
    const { portico, fake } = setup({}, false)
    portico.open()
    portico.close()
    await settle()
    expect(fake.calls).toEqual([])
  })

  it('behavior: an HTTP 403 shows "Invalid App Configuration" once', async () => {
    const { portico, sent } = setup({ 'POST /e': { status: 403, json: {} } })
    const titles: string[] = []
    portico.open()
    await settle()
    titles.push(portico.alerts.current?.title ?? '')
    portico.alerts.close()
    portico.close()
    portico.open()
    await settle()
    expect(titles).toEqual(['Invalid App Configuration'])
    expect(portico.alerts.current).toBeUndefined()
    expect(sent()).toEqual(['MODAL_OPEN'])
  })

  it('performance: an event reaches analytics in a later task, never inside the call that raised it', async () => {
    const { portico, sent } = setup({})
    const sendEvent = vi.spyOn(portico.services.analytics, 'sendEvent')
    portico.open()
    portico.close()
    // open() imports nothing and sends nothing before it returns: the frame comes first.
    expect(sendEvent).not.toHaveBeenCalled()
    await settle()
    expect(sendEvent.mock.calls.map(([event]) => event.event)).toEqual([
      'MODAL_OPEN',
      'MODAL_CLOSE',
    ])
    expect(sent()).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })
})
