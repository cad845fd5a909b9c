import type { Clock } from '../../clock/clock'
import type { FetchFn } from '../../deps'
import { PorticoError } from '../../errors/porticoError'
import { ApiHttpError, firstReasonDescription } from './apiError'
import { buildUrl, type QueryParams } from './query'

/** Dependencies and settings of {@link createHttpClient}. */
export interface HttpClientConfig {
  fetch: FetchFn
  clock: Clock
  baseUrl: string
  /**
   * Parameters added to every call, by method (read per call, so that a late client id is
   * picked up).
   */
  commonParams?: (method: HttpMethod) => QueryParams
  /** Abort a call that has not answered after this long; default 30 s, 0 turns it off. */
  timeoutMs?: number
}

/** The methods the clients use. */
export type HttpMethod = 'GET' | 'POST'

export interface RequestOptions {
  params?: QueryParams
  /** Sent as JSON. */
  body?: unknown
  /**
   * The request's headers. Default: none, or `Content-Type: application/json` with a body.
   * Given, they replace that default (`{}` sends a body with none, as AppKit's onramp posts do).
   */
  headers?: Readonly<Record<string, string>>
  /** Cancels the call; it then rejects with "Something went wrong" caused by "Request was aborted". */
  signal?: AbortSignal
  /** The fetch cache mode, e.g. 'no-cache' for the onramp provider's history (SPEC §7). */
  cache?: RequestCache
}

export interface HttpClient {
  readonly baseUrl: string
  get<T>(path: string, options?: RequestOptions): Promise<T>
  post<T>(path: string, options?: RequestOptions): Promise<T>
  /** The URL a call would hit, common parameters included (for images and links). */
  url(path: string, params?: QueryParams, method?: HttpMethod): string
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000

/**
 * A small JSON-over-HTTP client on the injected fetch and clock. Errors are typed:
 * - a non-2xx answer throws {@link ApiHttpError} (`HTTP_STATUS`, "HTTP status code: {n}");
 * - a time-out, an abort, a network failure or an unreadable body throw `SOMETHING_WENT_WRONG`
 *   (SPEC §8 "on timeout or abort of other requests"); an abort carries `REQUEST_ABORTED` as
 *   its `cause` and a time-out says so in `details`, so callers can tell them apart.
 *
 * @example
 * ```ts
 * const http = createHttpClient({ fetch, clock, baseUrl: 'http://127.0.0.1:4000' })
 * const chains = await http.get<{ http: string[] }>('/v1/supported-chains')
 * ```
 */
export function createHttpClient(config: HttpClientConfig): HttpClient {
  const timeoutMs = config.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS
  const url = (path: string, params: QueryParams = {}, method: HttpMethod = 'GET') =>
    buildUrl(config.baseUrl, path, { ...config.commonParams?.(method), ...params })

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions) {
    const controller = new AbortController()
    let timedOut = false
    const timer =
      timeoutMs > 0
        ? config.clock.setTimeout(() => {
            timedOut = true
            controller.abort()
          }, timeoutMs)
        : undefined
    const onAbort = () => controller.abort()
    options.signal?.addEventListener('abort', onAbort)
    if (options.signal?.aborted) controller.abort()
    const init: RequestInit = { method, signal: controller.signal }
    if (options.cache) init.cache = options.cache
    if (options.body !== undefined) init.body = JSON.stringify(options.body)
    const headers =
      options.headers ??
      (options.body === undefined ? undefined : { 'Content-Type': 'application/json' })
    if (headers && Object.keys(headers).length > 0) init.headers = { ...headers }
    const abort = rejectOnAbort(controller.signal)
    try {
      // Racing the abort keeps a time-out effective even if a fetch ignores its signal.
      const response = await Promise.race([
        config.fetch(url(path, options.params, method), init),
        abort.promise,
      ])
      if (!response.ok) {
        const text = await response.text().catch(() => '')
        throw new ApiHttpError(response.status, firstReasonDescription(text))
      }
      const text = await response.text()
      // A 2xx without a body (a plain "done") reads as undefined rather than failing.
      return (text.trim() === '' ? undefined : JSON.parse(text)) as T
    } catch (error) {
      if (error instanceof PorticoError) throw error
      if (timedOut) {
        throw new PorticoError('SOMETHING_WENT_WRONG', {
          details: `${method} ${path} timed out after ${timeoutMs} ms`,
          cause: error,
        })
      }
      if (controller.signal.aborted) {
        throw new PorticoError('SOMETHING_WENT_WRONG', {
          details: `${method} ${path} was aborted`,
          cause: new PorticoError('REQUEST_ABORTED', { cause: error }),
        })
      }
      throw new PorticoError('SOMETHING_WENT_WRONG', { details: `${method} ${path}`, cause: error })
    } finally {
      config.clock.clearTimeout(timer)
      options.signal?.removeEventListener('abort', onAbort)
      abort.release()
    }
  }

  return {
    baseUrl: config.baseUrl,
    get: (path, options = {}) => request('GET', path, options),
    post: (path, options = {}) => request('POST', path, options),
    url,
  }
}

/**
 * A promise that rejects when `signal` aborts, and `release` to drop its listener once the
 * request has settled: a listener left on the signal kept every finished request's signal
 * (and the listener) alive, so a long session's listener count grew with its requests.
 */
function rejectOnAbort(signal: AbortSignal): { promise: Promise<never>; release: () => void } {
  let fail = () => {}
  const promise = new Promise<never>((_, reject) => {
    fail = () => reject(new Error('aborted'))
    if (signal.aborted) fail()
    else signal.addEventListener('abort', fail, { once: true })
  })
  // The race may have settled on the response: nobody awaits this promise any more.
  promise.catch(() => {})
  return { promise, release: () => signal.removeEventListener('abort', fail) }
}
