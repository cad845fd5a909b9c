/** The common parameters a Portico client sends; tests of the stubs use these. */
export const TEST_PARAMS = { projectId: 'lab-project', st: 'portico', sv: 'portico-test-0.1.0' }

/** An answer read whole: status, headers and the parsed JSON (or text for non-JSON). */
export interface StubAnswer<T = unknown> {
  status: number
  headers: Headers
  body: T
}

/**
 * A tiny fetch wrapper for tests of the HTTP stubs: adds {@link TEST_PARAMS} unless told not to.
 *
 * @example
 * ```ts
 * const api = stubTestClient(sim.url)
 * const { body } = await api.get<{ http: string[] }>('/v1/supported-chains')
 * ```
 */
export function stubTestClient(baseUrl: string, common: Record<string, string> = TEST_PARAMS) {
  const request = async <T>(method: string, path: string, params = {}, body?: unknown) => {
    const url = new URL(path, baseUrl)
    for (const [key, value] of Object.entries({ ...common, ...params })) {
      url.searchParams.set(key, String(value))
    }
    const res = await fetch(url, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    })
    const text = await res.text()
    const isJson = res.headers.get('content-type')?.includes('json')
    return {
      status: res.status,
      headers: res.headers,
      body: (isJson ? JSON.parse(text) : text) as T,
    }
  }
  return {
    get: <T = unknown>(path: string, params: Record<string, string | number> = {}) =>
      request<T>('GET', path, params) as Promise<StubAnswer<T>>,
    post: <T = unknown>(path: string, body: unknown, params: Record<string, string> = {}) =>
      request<T>('POST', path, params, body) as Promise<StubAnswer<T>>,
  }
}
