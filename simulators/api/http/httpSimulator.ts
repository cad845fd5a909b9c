import { createFaults, type Faults, type FaultsOptions } from '../../faults'
import type { Simulator, SimulatorState, SimulatorStatus } from '../../types'
import type { Route } from './router'
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
  /** Runs before the server listens (e.g. a reachability check of the chain). */
  beforeStart?: () => Promise<void>
}

/** A {@link Simulator} that serves a route table over HTTP, plus its fault model. */
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
  let state: SimulatorState = 'stopped'
  let error: string | undefined
  const getUrl = () => {
    if (!baseUrl) throw new Error(`${options.name} is not running`)
    return baseUrl
  }
  const serverOptions = {
    routes: options.routes(getUrl),
    faults,
    ...(options.requiredQuery ? { requiredQuery: options.requiredQuery } : {}),
  }
  const server = createStubServer(serverOptions)

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
        await options.beforeStart?.()
        baseUrl = await server.listen(options.port ?? 0)
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
      const other = await options.commands?.(command, params)
      if (other) return other.result
      throw new Error(`${options.name} has no command "${command}"`)
    },
  }
}
