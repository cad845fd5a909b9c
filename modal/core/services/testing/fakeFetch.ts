import type { FetchFn } from '../../deps'

/** One call the fake saw, decoded for assertions. */
export interface RecordedCall {
  method: string
  url: string
  /** The path without the query, e.g. '/v1/supported-chains'. */
  path: string
  params: Record<string, string>
  /** The parsed JSON body, if any. */
  body: unknown
  init: RequestInit | undefined
}

/** What a route answers: JSON with a status, raw text, a network error, or never (until aborted). */
export type FakeReply =
  | { status?: number; json?: unknown; text?: string }
  | { networkError: true }
  | 'hang'

export type FakeRoute = FakeReply | ((call: RecordedCall) => FakeReply)

/** A recording fetch for tests; no network is ever touched. */
export interface FakeFetch {
  fetch: FetchFn
  calls: RecordedCall[]
  /** Calls whose `METHOD path` matches, e.g. 'GET /getWallets'. */
  callsTo(route: string): RecordedCall[]
}

/**
 * A fetch that answers from `routes` keyed by `METHOD path` (query ignored); anything else
 * answers 404. A 'hang' reply settles only when the request's signal aborts.
 *
 * @example
 * ```ts
 * const fake = createFakeFetch({ 'GET /v1/supported-chains': { json: { http: ['eip155:1'], ws: [] } } })
 * await fake.fetch('http://127.0.0.1/v1/supported-chains')
 * fake.calls[0].path // '/v1/supported-chains'
 * ```
 */
export function createFakeFetch(routes: Record<string, FakeRoute> = {}): FakeFetch {
  const calls: RecordedCall[] = []
  const fetch: FetchFn = async (input, init) => {
    const url = new URL(input)
    const method = init?.method ?? 'GET'
    const text = typeof init?.body === 'string' ? init.body : undefined
    const call: RecordedCall = {
      method,
      url: input,
      path: decodeURIComponent(url.pathname),
      params: Object.fromEntries(url.searchParams),
      body: text === undefined ? undefined : JSON.parse(text),
      init,
    }
    calls.push(call)
    const route = routes[`${method} ${call.path}`]
    const reply = typeof route === 'function' ? route(call) : (route ?? { status: 404, json: {} })
    if (reply === 'hang') return hangUntilAborted(init?.signal)
    if ('networkError' in reply) throw new TypeError('fetch failed')
    const body = reply.text ?? (reply.json === undefined ? '' : JSON.stringify(reply.json))
    // Statuses like 204 forbid a body; an empty one is sent as none.
    return new Response(body === '' ? null : body, { status: reply.status ?? 200 })
  }
  return {
    fetch,
    calls,
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.path}` === route),
  }
}

function hangUntilAborted(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
  })
}

/** Lets pending promise callbacks run (fake fetches resolve in microtasks). */
export async function flushMicrotasks(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve()
}
