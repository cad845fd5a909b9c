import type { IncomingHttpHeaders } from 'node:http'

/** A parsed request as a route handler sees it. */
export interface StubRequest {
  method: string
  path: string
  /** Values of the `:name` segments of the route pattern, URI-decoded. */
  params: Record<string, string>
  query: URLSearchParams
  /** The JSON body (POST), or undefined when there is none. */
  body: unknown
  headers: IncomingHttpHeaders
}

/** What a handler answers. `json` is serialised; `text` is sent as is with `contentType`. */
export interface StubResponse {
  status?: number
  json?: unknown
  text?: string
  contentType?: string
}

export type RouteHandler = (request: StubRequest) => StubResponse | Promise<StubResponse>

/**
 * One endpoint. `pattern` uses `:name` for path parameters; `METHOD pattern` is also the
 * endpoint's fault key (see simulators/faults.ts).
 */
export interface Route {
  method: 'GET' | 'POST'
  pattern: string
  handler: RouteHandler
  /** Served without the required query parameters (images, pages opened by a browser). */
  open?: boolean
  /**
   * The query parameters this route demands instead of the server's `requiredQuery`: AppKit's
   * Blockchain API client posts with its own parameters only (none, or just `projectId`).
   */
  query?: readonly string[]
  /** The POST body is handed over as text, not parsed as JSON (Esplora's raw-hex broadcast). */
  rawBody?: boolean
}

/** A handler throws this to answer with a status and `{ error: message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** Shorthand for a JSON answer. */
export const json = (body: unknown, status = 200): StubResponse => ({ status, json: body })

/** The fault key of a route, e.g. `GET /v1/account/:address/balance`. */
export const routeKey = (route: Pick<Route, 'method' | 'pattern'>) =>
  `${route.method} ${route.pattern}`

/** Finds the route for a method and path, with its decoded path parameters. */
export function matchRoute(
  routes: readonly Route[],
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | undefined {
  const parts = path.split('/').filter(Boolean)
  for (const route of routes) {
    if (route.method !== method) continue
    const want = route.pattern.split('/').filter(Boolean)
    if (want.length !== parts.length) continue
    const params: Record<string, string> = {}
    const matches = want.every((segment, i) => {
      const actual = parts[i] ?? ''
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = safeDecode(actual)
        return actual.length > 0
      }
      return segment === actual
    })
    if (matches) return { route, params }
  }
  return undefined
}

/** A required query parameter, or a 400. */
export function requireQuery(query: URLSearchParams, name: string): string {
  const value = query.get(name)
  if (value === null || value === '') throw new HttpError(400, `Missing query parameter: ${name}`)
  return value
}

/** A required string field of a JSON body, or a 400. */
export function requireField(body: unknown, name: string): string {
  const value = typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined
  if (typeof value === 'string' && value !== '') return value
  if (typeof value === 'number') return String(value)
  throw new HttpError(400, `Missing body field: ${name}`)
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
