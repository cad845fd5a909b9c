import { createFaults, type Faults, type FaultsOptions } from '../../faults'
import type { Simulator, SimulatorState, SimulatorStatus } from '../../types'
import { type Route, routeKey } from './router'
import { createStubServer } from './stubServer'

export interface HttpSimulatorOptions {
  name: string
  /** Built once the base URL is known, so answers can carry absolute URLs (images, pages). */
  routes: (baseUrl: () => string) => readonly Route[]
  /** Fixed port; default a free one chosen by the OS. */
  port?: number
  requiredQuery?: readonly string[]
  faults?: FaultsOptions
  /** Commands beyond the fault commands; return undefined for "unknown". */
  commands?: (command: string, params: unknown) => Promise<{ result: unknown } | undefined>
  /** Extra plain facts for status().info. */
  info?: () => Record<string, string | number | boolean>
  /** Runs once the server listens and `url` is known (e.g. seeding data with absolute URLs). */
  afterStart?: () => Promise<void> | void
}

/** A request the server routed, as the `requests` command lists it. */
export interface LoggedRequest {
  /** The route's fault key, e.g. `GET /v1/account/:address/balance`. */
  key: string
  path: string
  query: Record<string, string>
}

/** How many routed requests the log keeps (oldest dropped first). */
const REQUEST_LOG_LIMIT = 500

/**
 * A {@link Simulator} that serves a route table over HTTP, plus its fault model. Commands:
 * `setFault`, `clearFaults`, `listFaults` (simulators/faults.ts), `routes` (the fault keys
 * of its route table, for the lab's faults panel), `requests` (the routed
 * requests, oldest first: lets tests prove what a client sent), `clearRequests`, and the
 * simulator's own.
 */
export interface HttpSimulator extends Simulator {
  readonly faults: Faults
  /** The base URL while running, e.g. `http://127.0.0.1:4321`; throws when stopped. */
  readonly url: string
  command(command: string, params?: unknown): Promise<unknown>
}

/**
 * The lifecycle shared by the HTTP stubs: start/stop, status, fault commands.
 *
 * @example
 * ```ts
 * const sim = createHttpSimulator({ name: 'demo', routes: () => [] })
 * await sim.start()
 * console.log(sim.status().info.url)
 * await sim.stop()
 * ```
 */
export function createHttpSimulator(options: HttpSimulatorOptions): HttpSimulator {
  const faults = createFaults(options.faults)
  let baseUrl: string | undefined
  // A restart listens on the same port, so a page that has the URL keeps working.
  let lastPort = options.port ?? 0
  let state: SimulatorState = 'stopped'
  let error: string | undefined
  const getUrl = () => {
    if (!baseUrl) throw new Error(`${options.name} is not running`)
    return baseUrl
  }
  const requests: LoggedRequest[] = []
  const serverOptions = {
    routes: options.routes(getUrl),
    faults,
    ...(options.requiredQuery ? { requiredQuery: options.requiredQuery } : {}),
    onRequest: (key: string, url: URL) => {
      requests.push({ key, path: url.pathname, query: Object.fromEntries(url.searchParams) })
      if (requests.length > REQUEST_LOG_LIMIT) requests.shift()
    },
  }
  const server = createStubServer(serverOptions)
  // The fault keys QA can pick in the lab's faults panel, in route-table order.
  const routeKeys = [...new Set(serverOptions.routes.map(routeKey))]

  return {
    name: options.name,
    faults,
    get url() {
      return getUrl()
    },
    async start() {
      if (state === 'running' || state === 'starting') return
      state = 'starting'
      error = undefined
      try {
        baseUrl = await server.listen(lastPort)
        lastPort = Number(new URL(baseUrl).port)
        await options.afterStart?.()
        state = 'running'
      } catch (cause) {
        state = 'failed'
        error = cause instanceof Error ? cause.message : String(cause)
        await server.close()
        throw cause
      }
    },
    async stop() {
      if (state === 'stopped') return
      state = 'stopping'
      await server.close()
      baseUrl = undefined
      state = 'stopped'
    },
    status(): SimulatorStatus {
      const info = { ...(baseUrl ? { url: baseUrl } : {}), ...options.info?.() }
      return { name: options.name, state, info, ...(error ? { error } : {}) }
    },
    async command(command: string, params?: unknown) {
      const fault = faults.command(command, params)
      if (fault.handled) return fault.result
      if (command === 'routes') return routeKeys
      if (command === 'requests') return [...requests]
      if (command === 'clearRequests') return void requests.splice(0)
      const other = await options.commands?.(command, params)
      if (other) return other.result
      throw new Error(`${options.name} has no command "${command}"`)
    },
  }
}
