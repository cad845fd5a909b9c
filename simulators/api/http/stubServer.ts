import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Faults } from '../../faults'
import { HttpError, matchRoute, type Route, routeKey, type StubResponse } from './router'

/** Sent on every answer: the modal runs in a browser page on another origin. */
export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '600',
}

export interface StubServerOptions {
  routes: readonly Route[]
  faults: Faults
  /** Query parameters every non-`open` route demands (400 when one is missing). */
  requiredQuery?: readonly string[]
  /** Called for every request that reached a route, before faults apply (for request logs). */
  onRequest?: (key: string, url: URL) => void
}

/** A node:http server on 127.0.0.1 that serves a route table, with CORS and faults. */
export interface StubServer {
  /** Listens on `port` (0: a free one) and resolves the base URL, e.g. `http://127.0.0.1:4321`. */
  listen(port?: number): Promise<string>
  close(): Promise<void>
}

/**
 * Creates the server. Nothing listens until {@link StubServer.listen}.
 *
 * @example
 * ```ts
 * const server = createStubServer({ routes, faults: createFaults() })
 * const url = await server.listen()
 * await server.close()
 * ```
 */
export function createStubServer(options: StubServerOptions): StubServer {
  let server: Server | undefined
  const sockets = new Set<import('node:net').Socket>()

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const method = req.method ?? 'GET'
    if (method === 'OPTIONS') {
      res.writeHead(204, CORS_HEADERS)
      res.end()
      return
    }
    const match = matchRoute(options.routes, method, url.pathname)
    if (!match) {
      send(res, { status: 404, json: { error: `No route for ${method} ${url.pathname}` } })
      return
    }
    const key = routeKey(match.route)
    options.onRequest?.(key, url)
    if (await options.faults.apply(key, req, res, CORS_HEADERS)) return
    try {
      const required = match.route.query ?? options.requiredQuery ?? []
      for (const name of match.route.open ? [] : required) {
        if (!url.searchParams.get(name)) {
          throw new HttpError(400, `Missing query parameter: ${name}`)
        }
      }
      const body =
        method !== 'POST'
          ? undefined
          : match.route.rawBody
            ? await readText(req)
            : await readJson(req)
      const answer = await match.route.handler({
        method,
        path: url.pathname,
        params: match.params,
        query: url.searchParams,
        body,
        headers: req.headers,
      })
      send(res, answer)
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500
      const message = error instanceof Error ? error.message : String(error)
      send(res, { status, json: { error: message } })
    }
  }

  return {
    listen(port = 0) {
      if (server) return Promise.reject(new Error('The server is already listening'))
      const created = createServer((req, res) => void handle(req, res))
      created.on('connection', (socket) => {
        sockets.add(socket)
        socket.on('close', () => sockets.delete(socket))
      })
      server = created
      return new Promise((resolve, reject) => {
        created.once('error', reject)
        created.listen(port, '127.0.0.1', () => {
          const { port: bound } = created.address() as AddressInfo
          resolve(`http://127.0.0.1:${bound}`)
        })
      })
    },
    close() {
      const closing = server
      server = undefined
      if (!closing) return Promise.resolve()
      // Keep-alive sockets would hold close() open; the stub owes its clients nothing.
      for (const socket of sockets) socket.destroy()
      return new Promise((resolve) => closing.close(() => resolve()))
    },
  }
}

function send(res: ServerResponse, answer: StubResponse): void {
  if (res.headersSent || res.destroyed) return
  const status = answer.status ?? 200
  if (answer.text !== undefined) {
    res.writeHead(status, {
      ...CORS_HEADERS,
      'content-type': answer.contentType ?? 'text/plain; charset=utf-8',
    })
    res.end(answer.text)
    return
  }
  res.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json' })
  res.end(JSON.stringify(answer.json ?? null))
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readText(req)
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    // The content type is not checked: sendBeacon posts JSON as text/plain.
    throw new HttpError(400, 'The body is not valid JSON')
  }
}
