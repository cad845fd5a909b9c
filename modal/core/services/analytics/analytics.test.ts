import { describe, expect, it, vi } from 'vitest'
import { ManualClock } from '../../clock/manualClock'
import { createFakeFetch, type FakeRoute } from '../testing/fakeFetch'
import { type AnalyticsConfig, createAnalyticsService } from './analytics'
import { ANALYTICS_EVENT_NAMES, randomUuid } from './events'

const EVENTS_HOST = 'http://127.0.0.1:4300'
const API_HOST = 'http://127.0.0.1:4200'

function setup(routes: Record<string, FakeRoute> = {}, options: Partial<AnalyticsConfig> = {}) {
  const fake = createFakeFetch({
    'GET /getAnalyticsConfig': { json: { isAnalyticsEnabled: true } },
    'POST /e': { status: 200 },
    ...routes,
  })
  const onInvalidAppConfiguration = vi.fn()
  const analytics = createAnalyticsService({
    fetch: fake.fetch,
    clock: new ManualClock(1_700_000_000_000),
    random: () => 0.5,
    baseUrl: EVENTS_HOST,
    configBaseUrl: API_HOST,
    projectId: 'p1',
    sdkType: 'portico',
    sdkVersion: '0.1.0',
    isFeatureEnabled: () => true,
    getAddress: () => '0xabc',
    getPage: () => ({ url: 'https://dapp.example/swap?x=1', domain: 'dapp.example' }),
    onInvalidAppConfiguration,
    ...options,
  })
  return { fake, analytics, onInvalidAppConfiguration }
}

const open = { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } } as const

describe('createAnalyticsService', () => {
  it('default: POST /e on the analytics host with projectId, st, sv and the event body', async () => {
    const { fake, analytics } = setup()
    expect(await analytics.sendEvent(open)).toBe(true)
    const [post] = fake.callsTo('POST /e')
    expect(post!.url.startsWith(`${EVENTS_HOST}/e?`)).toBe(true)
    expect(post!.params).toEqual({ projectId: 'p1', st: 'portico', sv: '0.1.0' })
    expect(post!.body).toEqual({
      eventId: randomUuid(() => 0.5),
      url: 'https://dapp.example/swap?x=1',
      domain: 'dapp.example',
      timestamp: 1_700_000_000_000,
      props: {
        type: 'track',
        event: 'MODAL_OPEN',
        properties: { connected: false },
        address: '0xabc',
      },
    })
  })

  it('behavior: the provider switch is read once from GET /getAnalyticsConfig', async () => {
    const { fake, analytics } = setup()
    await analytics.sendEvent(open)
    await analytics.sendEvent(open)
    const reads = fake.callsTo('GET /getAnalyticsConfig')
    expect(reads).toHaveLength(1)
    expect(reads[0]!.url.startsWith(`${API_HOST}/getAnalyticsConfig?`)).toBe(true)
    expect(reads[0]!.params).toEqual({ projectId: 'p1', st: 'portico', sv: '0.1.0' })
  })

  it('parameters: nothing is sent when the analytics feature is off (and nothing is read)', async () => {
    const { fake, analytics } = setup({}, { isFeatureEnabled: () => false })
    expect(await analytics.sendEvent(open)).toBe(false)
    expect(fake.calls).toEqual([])
  })

  it('behavior: nothing is sent when the provider says isAnalyticsEnabled false', async () => {
    const { fake, analytics } = setup({
      'GET /getAnalyticsConfig': { json: { isAnalyticsEnabled: false } },
    })
    expect(await analytics.sendEvent(open)).toBe(false)
    expect(await analytics.isEnabled()).toBe(false)
    expect(fake.callsTo('POST /e')).toEqual([])
  })

  it('behavior: a failed config read turns analytics off', async () => {
    for (const reply of [{ status: 500 }, { networkError: true as const }, { text: '<html>' }]) {
      const { fake, analytics } = setup({ 'GET /getAnalyticsConfig': reply })
      expect(await analytics.sendEvent(open)).toBe(false)
      expect(fake.callsTo('POST /e')).toEqual([])
    }
  })

  it('behavior: MODAL_CREATED is never sent', async () => {
    const { fake, analytics } = setup()
    expect(await analytics.sendEvent({ type: 'track', event: 'MODAL_CREATED' })).toBe(false)
    expect(fake.calls).toEqual([])
  })

  it('behavior: every SPEC §7 event name is sent', async () => {
    const { fake, analytics } = setup()
    for (const event of ANALYTICS_EVENT_NAMES) await analytics.sendEvent({ type: 'track', event })
    const sent = fake
      .callsTo('POST /e')
      .map((c) => (c.body as { props: { event: string } }).props.event)
    expect(sent).toEqual([...ANALYTICS_EVENT_NAMES])
    expect(sent).toHaveLength(17)
  })

  it('behavior: a 403 raises "Invalid App Configuration" once, naming the origin, and stops sending', async () => {
    const { fake, analytics, onInvalidAppConfiguration } = setup({ 'POST /e': { status: 403 } })
    expect(await analytics.sendEvent(open)).toBe(false)
    expect(await analytics.sendEvent(open)).toBe(false)
    expect(onInvalidAppConfiguration).toHaveBeenCalledTimes(1)
    expect(onInvalidAppConfiguration).toHaveBeenCalledWith({
      origin: 'https://dapp.example',
      title: 'Invalid App Configuration',
      message: 'The origin https://dapp.example is not on the allowlist of this project',
    })
    expect(fake.callsTo('POST /e')).toHaveLength(1)
  })

  it('behavior: other send failures are swallowed without an alert', async () => {
    const { analytics, onInvalidAppConfiguration } = setup({ 'POST /e': { status: 500 } })
    expect(await analytics.sendEvent(open)).toBe(false)
    expect(await analytics.sendEvent(open)).toBe(false)
    expect(onInvalidAppConfiguration).not.toHaveBeenCalled()
  })

  it('parameters: eventId comes from the injected random as a v4 UUID', () => {
    const values = [0, 0.99, 0.5, 0.25]
    let i = 0
    const id = randomUuid(() => values[i++ % values.length]!)
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(randomUuid(() => 0)).toBe('00000000-0000-4000-8000-000000000000')
  })
})
