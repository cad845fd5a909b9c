/** Lifecycle of a simulator, as the lab shows it. */
export type SimulatorState = 'stopped' | 'starting' | 'running' | 'stopping' | 'failed'

/** A snapshot of one simulator for the lab UI and the bridge. */
export interface SimulatorStatus {
  name: string
  state: SimulatorState
  /** Facts worth showing: URLs, chain id, ports. Only plain values cross the bridge. */
  info: Record<string, string | number | boolean>
  error?: string
}

/**
 * Something the lab runs on the Node side: a chain, an HTTP stub, a relay. Implementations bind
 * to 127.0.0.1 only, on a free port unless told otherwise, and `stop()` leaves no process or
 * socket behind.
 */
export interface Simulator {
  readonly name: string
  start(): Promise<void>
  stop(): Promise<void>
  status(): SimulatorStatus
  /**
   * Starts alongside the others instead of in turn (a slow chain that depends on nothing, like
   * chopsticks); its failure does not stop the lab from starting.
   */
  readonly startsInParallel?: boolean
  /** Commands the lab UI or a scenario may send, e.g. `mine`. Unknown commands throw. */
  command?(command: string, params?: unknown): Promise<unknown>
}
