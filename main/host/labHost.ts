import { z } from 'zod'
import type { Simulator, SimulatorStatus } from '../../simulators/types'
import type { LabEvent, LabRequest, LabResponse } from '../bridge/protocol'

const requestSchema = z.discriminatedUnion('method', [
  z.object({
    id: z.number(),
    method: z.literal('simulators.list'),
    params: z.undefined().optional(),
  }),
  z.object({
    id: z.number(),
    method: z.literal('simulators.start'),
    params: z.object({ name: z.string() }),
  }),
  z.object({
    id: z.number(),
    method: z.literal('simulators.stop'),
    params: z.object({ name: z.string() }),
  }),
  z.object({
    id: z.number(),
    method: z.literal('simulators.command'),
    params: z.object({ name: z.string(), command: z.string(), params: z.unknown().optional() }),
  }),
])

/** How a lab host reports what its simulators do. */
export interface LabHostOptions {
  /** One line per start and stop, e.g. `anvil: running in 1.2 s {"rpcUrl":…}`. */
  log?: (line: string) => void
}

/** One log line for a simulator's state: its error if it failed, its facts if it runs. */
export function describeStatus(status: SimulatorStatus, tookMs?: number): string {
  const took = tookMs === undefined ? '' : ` in ${(tookMs / 1000).toFixed(1)} s`
  if (status.state === 'failed') return `${status.name}: failed${took}: ${status.error ?? ''}`
  // Where to reach it: its URLs and chain id (counts and such are in the lab's own list).
  const facts = Object.entries(status.info)
    .filter(([key]) => /url$|^chainId$/i.test(key))
    .map(([key, value]) => `${key} ${value}`)
  const info = facts.length > 0 ? ` (${facts.join(', ')})` : ''
  return `${status.name}: ${status.state}${took}${status.state === 'running' ? info : ''}`
}

/**
 * The Node side of the lab: owns the simulators, starts and stops them by name, reports their
 * status, and answers bridge requests. Both the Electron main process and the browser-mode
 * server wrap one of these.
 *
 * @example
 * ```ts
 * const host = new LabHost([new AnvilSimulator()])
 * await host.startAll()
 * host.onEvent((event) => console.log(event.statuses))
 * await host.stopAll()
 * ```
 */
export class LabHost {
  private readonly simulators = new Map<string, Simulator>()
  private readonly listeners = new Set<(event: LabEvent) => void>()
  private readonly log: (line: string) => void

  /** `options.log` hears one line per start and stop, whoever asked for it (the lab UI too). */
  constructor(simulators: readonly Simulator[] = [], options: LabHostOptions = {}) {
    this.log = options.log ?? (() => undefined)
    for (const simulator of simulators) this.register(simulator)
  }

  register(simulator: Simulator): void {
    if (this.simulators.has(simulator.name)) {
      throw new Error(`a simulator named "${simulator.name}" is already registered`)
    }
    this.simulators.set(simulator.name, simulator)
  }

  get<T extends Simulator = Simulator>(name: string): T {
    const simulator = this.simulators.get(name)
    if (!simulator) throw new Error(`no simulator named "${name}"`)
    return simulator as T
  }

  /** The simulators, in registration (start) order. */
  simulatorsInOrder(): Simulator[] {
    return [...this.simulators.values()]
  }

  list(): SimulatorStatus[] {
    return [...this.simulators.values()].map((simulator) => simulator.status())
  }

  async start(name: string): Promise<SimulatorStatus> {
    this.log(`${name}: starting`)
    return this.startQuietly(name)
  }

  /** Starts one without announcing it (startAll announces them all in one line). */
  private async startQuietly(name: string): Promise<SimulatorStatus> {
    const simulator = this.get(name)
    const began = performance.now()
    this.emit()
    try {
      await simulator.start()
    } finally {
      this.emit()
      this.log(describeStatus(simulator.status(), performance.now() - began))
    }
    return simulator.status()
  }

  async stop(name: string): Promise<SimulatorStatus> {
    const simulator = this.get(name)
    const wasStopped = simulator.status().state === 'stopped'
    try {
      await simulator.stop()
    } finally {
      if (!wasStopped) this.log(describeStatus(simulator.status()))
    }
    this.emit()
    return simulator.status()
  }

  /**
   * Starts every simulator in registration order (later ones may depend on earlier ones); those
   * that start in parallel begin at once, and a failure of theirs only shows in their status.
   */
  async startAll(): Promise<void> {
    const all = [...this.simulators.values()]
    this.log(`starting ${all.map((s) => s.name).join(', ')}`)
    const parallel = all.filter((s) => s.startsInParallel).map((s) => this.startQuietly(s.name))
    for (const simulator of all)
      if (!simulator.startsInParallel) await this.startQuietly(simulator.name)
    await Promise.allSettled(parallel)
  }

  /** Stops every simulator, last started first; one failure does not keep the others alive. */
  async stopAll(): Promise<void> {
    const names = [...this.simulators.keys()].reverse()
    const results = await Promise.allSettled(names.map((name) => this.stop(name)))
    const failed = results.filter((r) => r.status === 'rejected')
    if (failed.length > 0)
      throw new AggregateError(
        failed.map((r) => r.reason),
        'stopAll failed',
      )
  }

  async command(name: string, command: string, params?: unknown): Promise<unknown> {
    const simulator = this.get(name)
    if (!simulator.command) throw new Error(`"${name}" takes no commands`)
    const result = await simulator.command(command, params)
    this.emit()
    return result
  }

  onEvent(listener: (event: LabEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Answers one bridge request; anything that is not a valid request gets an error reply. */
  async handle(raw: unknown): Promise<LabResponse> {
    const parsed = requestSchema.safeParse(raw)
    const id = typeof (raw as { id?: unknown })?.id === 'number' ? (raw as { id: number }).id : -1
    if (!parsed.success) return { id, ok: false, error: 'invalid lab request' }
    try {
      return { id, ok: true, result: await this.dispatch(parsed.data as LabRequest) }
    } catch (error) {
      return { id, ok: false, error: error instanceof Error ? error.message : String(error) }
    }
  }

  private dispatch(request: LabRequest): Promise<unknown> | unknown {
    switch (request.method) {
      case 'simulators.list':
        return this.list()
      case 'simulators.start':
        return this.start((request as LabRequest<'simulators.start'>).params.name)
      case 'simulators.stop':
        return this.stop((request as LabRequest<'simulators.stop'>).params.name)
      case 'simulators.command': {
        const { name, command, params } = (request as LabRequest<'simulators.command'>).params
        return this.command(name, command, params)
      }
    }
  }

  private emit(): void {
    const event: LabEvent = { type: 'simulators.status', statuses: this.list() }
    for (const listener of this.listeners) listener(event)
  }
}
