import { describe, expect, it, vi } from 'vitest'
import { ManualClock } from '../../clock/manualClock'
import { isPorticoError } from '../../errors/porticoError'
import { createFakeFetch } from '../testing/fakeFetch'
import { ApiHttpError, describeApiError } from './apiError'
import { createHttpClient } from './httpClient'
import { buildUrl } from './query'

describe('createHttpClient', () => {
  it('default: joins base and path, adds common parameters, leaves out undefined ones', async () => {
    const fake = createFakeFetch({ 'GET /api/v1/x': { json: { ok: 1 } } })
    const http = createHttpClient({
      fetch: fake.fetch,
      clock: new ManualClock(),
      baseUrl: 'http://127.0.0.1:1/api/',
      commonParams: () => ({ projectId: 'p', clientId: undefined }),
    })
    expect(await http.get('v1/x', { params: { a: [1, 2].map(String), b: null } })).toEqual({
      ok: 1,
    })
    expect(fake.calls[0]!.url).toBe('http://127.0.0.1:1/api/v1/x?projectId=p&a=1%2C2')
  })

  it('behavior: a 2xx without a body resolves to undefined; an unreadable body fails', async () => {
    const fake = createFakeFetch({ 'POST /a': { status: 204 }, 'GET /b': { text: '{' } })
    const http = createHttpClient({
      fetch: fake.fetch,
      clock: new ManualClock(),
      baseUrl: 'http://127.0.0.1:1',
    })
    expect(await http.post('/a', { body: { x: 1 } })).toBeUndefined()
    expect(
      isPorticoError(await http.get('/b').catch((e: unknown) => e), 'SOMETHING_WENT_WRONG'),
    ).toBe(true)
  })

  it('behavior: a time-out works even if fetch ignores its signal', async () => {
    const clock = new ManualClock()
    const http = createHttpClient({
      fetch: () => new Promise<Response>(() => {}),
      clock,
      baseUrl: 'http://127.0.0.1:1',
      timeoutMs: 5_000,
    })
    const pending = http.get('/slow').catch((e: unknown) => e)
    clock.advance(5_000)
    expect(isPorticoError(await pending, 'SOMETHING_WENT_WRONG')).toBe(true)
  })

  it('behavior: a settled request leaves no listener on its own signal or on the caller’s', async () => {
    // Counts the abort listeners every signal still holds once the requests have settled.
    const held = new Map<EventTarget, number>()
    const count = (step: number) =>
      function (this: EventTarget) {
        if (this instanceof AbortSignal) held.set(this, (held.get(this) ?? 0) + step)
      }
    const add = vi.spyOn(EventTarget.prototype, 'addEventListener').mockImplementation(count(1))
    const remove = vi
      .spyOn(EventTarget.prototype, 'removeEventListener')
      .mockImplementation(count(-1))
    try {
      const http = createHttpClient({
        fetch: async () => new Response('{"ok":1}'),
        clock: new ManualClock(),
        baseUrl: 'http://127.0.0.1:1',
      })
      const caller = new AbortController().signal
      expect(await http.get('/a', { signal: caller })).toEqual({ ok: 1 })
      expect(await http.post('/b')).toEqual({ ok: 1 })
    } finally {
      add.mockRestore()
      remove.mockRestore()
    }
    // The caller's signal and each request's own: three signals, each listened to and released.
    expect(held.size).toBe(3)
    expect([...held.values()]).toEqual([0, 0, 0])
  })

  it('behavior: an API error description from the first reason is preferred over generic text', () => {
    expect(describeApiError(new ApiHttpError(400, 'Name taken'), 'ERROR_RESOLVING_NAME')).toBe(
      'Name taken',
    )
    expect(describeApiError(new ApiHttpError(500, undefined), 'ERROR_RESOLVING_NAME')).toBe(
      'Error resolving name',
    )
    expect(describeApiError(new Error('x'), 'ERROR_FETCHING_NAME_SUGGESTIONS')).toBe(
      'Error fetching name suggestions',
    )
  })

  it('parameters: buildUrl with no parameters has no query string', () => {
    expect(buildUrl('http://127.0.0.1:1', '/v1/x')).toBe('http://127.0.0.1:1/v1/x')
  })
})
