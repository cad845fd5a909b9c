import type { FetchFn } from '../../deps'

/** One request as it left a client, normalised so that two clients' requests compare. */
export interface WireRequest {
  method: string
  /** Origin and path, e.g. 'https://rpc.walletconnect.org/v1/supported-chains'. */
  address: string
  /** Every query parameter, each with all its values, sorted by name. */
  query: [string, string[]][]
  /** Header names lower-cased, sorted. */
  headers: [string, string][]
  /** The body parsed as JSON (undefined when there is none). */
  body: unknown
}

/** What the recorder answers: a status and a JSON body, or an image's bytes. */
export type WireAnswer = { status?: number; json?: unknown } | { status?: number; bytes: string }

/** The recording fetch both clients run against, and what it saw. */
export interface WireRecorder {
  fetch: FetchFn
  /** The requests made since the last `take`, then forgets them. */
  take(): WireRequest[]
}

/**
 * A fetch that answers from `answers` (keyed `METHOD /path`; anything else is a 404) and
 * records each request, normalised; nothing reaches the network. AppKit's controllers call the
 * global fetch with a `URL`; Portico calls its injected fetch with a string: both land here.
 *
 * @example
 * ```ts
 * const wire = createWireRecorder({ 'GET /v1/supported-chains': { json: { http: [], ws: [] } } })
 * vi.stubGlobal('fetch', wire.fetch)
 * ```
 */
export function createWireRecorder(
  answers: Readonly<Record<string, WireAnswer | ((url: URL) => WireAnswer)>>,
): WireRecorder {
  let seen: WireRequest[] = []
  const fetch = async (input: string | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input))
    const method = init?.method ?? 'GET'
    const names = [...new Set(url.searchParams.keys())].sort()
    const text = typeof init?.body === 'string' ? init.body : undefined
    seen.push({
      method,
      address: `${url.origin}${url.pathname}`,
      query: names.map((name) => [name, url.searchParams.getAll(name)]),
      headers: [...new Headers(init?.headers ?? {}).entries()].sort(([a], [b]) =>
        a.localeCompare(b),
      ),
      body: text === undefined ? undefined : JSON.parse(text),
    })
    const route = answers[`${method} ${decodeURIComponent(url.pathname)}`]
    const answer = typeof route === 'function' ? route(url) : route
    if (!answer) return new Response('{}', { status: 404 })
    if ('bytes' in answer) {
      return new Response(answer.bytes, {
        status: answer.status ?? 200,
        headers: { 'content-type': 'image/svg+xml' },
      })
    }
    return new Response(JSON.stringify(answer.json ?? {}), { status: answer.status ?? 200 })
  }
  return {
    fetch: fetch as FetchFn,
    take() {
      const taken = seen
      seen = []
      return taken
    },
  }
}

/**
 * The request an `<img src>` makes for `url` (Portico hands image addresses to the browser;
 * AppKit fetches the same address as a blob), in the recorder's shape.
 */
export function imageRequest(url: string): WireRequest {
  const parsed = new URL(url)
  const names = [...new Set(parsed.searchParams.keys())].sort()
  return {
    method: 'GET',
    address: `${parsed.origin}${parsed.pathname}`,
    query: names.map((name) => [name, parsed.searchParams.getAll(name)]),
    headers: [],
    body: undefined,
  }
}
