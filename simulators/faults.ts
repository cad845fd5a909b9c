import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * What an endpoint does wrong. Effects combine in this order: wait `latencyMs`, then either
 * `drop` the socket, or answer with `status`, or (latency only) let the request through.
 */
export interface FaultRule {
  /** Extra delay before the request is handled, in milliseconds. */
  latencyMs?: number
  /** Answer with this HTTP status instead of the real answer (body `{error, status}`). */
  status?: number
  /** Destroy the socket without answering: the client sees a network error. */
  drop?: boolean
  /** Answer 200 (or `status`) with a body that is not valid JSON: the client's parser fails. */
  malformed?: boolean
  /** Apply the rule to the next `times` requests only, then remove it. Absent: until cleared. */
  times?: number
}

/** A rule as `list()` reports it; `remaining` counts down for "next N" rules. */
export interface ListedFault {
  key: string
  rule: FaultRule
  remaining?: number
}

/**
 * Fault-injection state for one simulator. Keys name endpoints as `METHOD /route/:param`
 * exactly as the simulator's route table spells them (e.g. `GET /v1/account/:address/balance`);
 * the key `*` matches every request that has no rule of its own.
 */
export interface Faults {
  set(key: string, rule: FaultRule): void
  /** Clears one key, or every rule when called without one. */
  clear(key?: string): void
  list(): ListedFault[]
  /**
   * Takes the rule that applies to this request (counting down "next N"), or undefined.
   * Exposed for simulators that are not HTTP servers (e.g. a WebSocket relay).
   */
  take(key: string): FaultRule | undefined
  /**
   * Applies the rule for `key` to an HTTP exchange. Resolves `true` when the fault answered or
   * dropped the request (the caller must not answer), `false` when the caller should go on.
   */
  apply(key: string, req: IncomingMessage, res: ServerResponse, headers?: Headers): Promise<boolean>
  /** The simulator commands `setFault`, `clearFaults`, `listFaults`; undefined for others. */
  command(command: string, params?: unknown): { handled: boolean; result?: unknown }
}

export interface FaultsOptions {
  /** How latency waits. Defaults to a real timer; tests pass one driven by a ManualClock. */
  wait?: (ms: number) => Promise<void>
}

/** Plain header pairs a fault answer carries, e.g. CORS headers. */
export type Headers = Record<string, string>

const realWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Creates an empty fault model.
 *
 * @example
 * ```ts
 * const faults = createFaults()
 * faults.set('GET /getWallets', { status: 503, times: 1 })
 * // inside an http handler:
 * if (await faults.apply('GET /getWallets', req, res)) return
 * ```
 */
export function createFaults(options: FaultsOptions = {}): Faults {
  const wait = options.wait ?? realWait
  const rules = new Map<string, { rule: FaultRule; remaining: number | undefined }>()

  const set = (key: string, rule: FaultRule) => {
    validateRule(rule)
    rules.set(key, { rule: { ...rule }, remaining: rule.times })
  }
  const clear = (key?: string) => (key === undefined ? rules.clear() : rules.delete(key))

  const list = (): ListedFault[] =>
    [...rules].map(([key, entry]) =>
      entry.remaining === undefined
        ? { key, rule: { ...entry.rule } }
        : { key, rule: { ...entry.rule }, remaining: entry.remaining },
    )

  const take = (key: string): FaultRule | undefined => {
    const ruleKey = rules.has(key) ? key : rules.has('*') ? '*' : undefined
    if (ruleKey === undefined) return undefined
    const entry = rules.get(ruleKey)!
    if (entry.remaining !== undefined) {
      entry.remaining -= 1
      if (entry.remaining <= 0) rules.delete(ruleKey)
    }
    return entry.rule
  }

  const apply = async (
    key: string,
    req: IncomingMessage,
    res: ServerResponse,
    headers: Headers = {},
  ): Promise<boolean> => {
    const rule = take(key)
    if (!rule) return false
    if (rule.latencyMs && rule.latencyMs > 0) await wait(rule.latencyMs)
    if (rule.drop) {
      req.socket.destroy()
      return true
    }
    if (rule.malformed) {
      res.writeHead(rule.status ?? 200, { ...headers, 'content-type': 'application/json' })
      res.end('{"injected": "malformed body on ')
      return true
    }
    if (rule.status !== undefined) {
      res.writeHead(rule.status, { ...headers, 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: `Injected fault on ${key}`, status: rule.status }))
      return true
    }
    return false
  }

  const command = (name: string, params?: unknown): { handled: boolean; result?: unknown } => {
    if (name === 'setFault') {
      const { key, rule } = parseSetFault(params)
      set(key, rule)
      return { handled: true, result: list() }
    }
    if (name === 'clearFaults') {
      const key = isRecord(params) && typeof params.key === 'string' ? params.key : undefined
      clear(key)
      return { handled: true, result: list() }
    }
    if (name === 'listFaults') return { handled: true, result: list() }
    return { handled: false }
  }

  return { set, clear, list, take, apply, command }
}

function validateRule(rule: FaultRule): void {
  if (rule.latencyMs !== undefined && !(rule.latencyMs >= 0)) {
    throw new RangeError(`latencyMs must be >= 0, got ${rule.latencyMs}`)
  }
  if (rule.status !== undefined && !(Number.isInteger(rule.status) && rule.status >= 100)) {
    throw new RangeError(`status must be an HTTP status code, got ${rule.status}`)
  }
  if (rule.times !== undefined && !(Number.isInteger(rule.times) && rule.times > 0)) {
    throw new RangeError(`times must be a positive integer, got ${rule.times}`)
  }
}

function parseSetFault(params: unknown): { key: string; rule: FaultRule } {
  if (!isRecord(params) || typeof params.key !== 'string') {
    throw new TypeError(
      'setFault takes { key: "METHOD /path", latencyMs?, status?, drop?, malformed?, times? }',
    )
  }
  const rule: FaultRule = {}
  if (typeof params.latencyMs === 'number') rule.latencyMs = params.latencyMs
  if (typeof params.status === 'number') rule.status = params.status
  if (params.drop === true) rule.drop = true
  if (params.malformed === true) rule.malformed = true
  if (typeof params.times === 'number') rule.times = params.times
  return { key: params.key, rule }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
