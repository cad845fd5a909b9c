import { createServer, type Server } from 'node:http'
import { type WebSocket, WebSocketServer } from 'ws'
import type { Clock, TimerId } from '../../modal/core/clock/clock'
import { createRealClock } from '../../modal/core/clock/realClock'
import { freePort } from '../freePort'
import type { Simulator, SimulatorState, SimulatorStatus } from '../types'
import {
  AUTH_CLOSE_CODE,
  authRefusal,
  RELAY_AUTH_COMMANDS,
  type RelayAuthFaults,
  runRelayAuthCommand,
} from './relayAuth'
import { type RelayFaults, runRelayCommand } from './relayCommands'
import { type RelayContext, runRelayMethod } from './relayMethods'
import { clientIdFromUrl, RelayPeer } from './relayPeer'
import { isRecord, RelayRpcError, RPC_ERRORS, type RpcRequest } from './relayProtocol'
import { type StoredMessage, TopicBook } from './topicBook'

export interface RelaySimulatorOptions {
  /** Port on 127.0.0.1; a free one when absent. */
  port?: number
  /** How often the relay pings each socket. Clients drop a socket silent for 35 s. */
  pingIntervalMs?: number
  /** Time source for pings, delivery delays and mailbox ttl; real time by default. */
  clock?: Clock
}

const DEFAULT_PING_INTERVAL_MS = 20_000

/**
 * A local WalletConnect relay on 127.0.0.1: the real sign clients pair, settle sessions and
 * exchange requests through it. Any `?auth=&projectId=` is accepted.
 *
 * Commands: `dropAll` (terminate every socket, returns how many), `setDelay {ms}` (delay every
 * delivery), `refuse {enabled?: boolean}` (refuse new connections with HTTP 503).
 *
 * @example
 * ```ts
 * const relay = new RelaySimulator()
 * await relay.start()
 * relay.url // ws://127.0.0.1:PORT
 * await relay.command('setDelay', { ms: 200 })
 * await relay.stop()
 * ```
 */
export class RelaySimulator implements Simulator {
  readonly name = 'relay'
  private state: SimulatorState = 'stopped'
  private error: string | undefined
  private port = 0
  private lastPort = 0
  private http: Server | undefined
  private wss: WebSocketServer | undefined
  private pingTimer: TimerId | undefined
  private readonly peers = new Set<RelayPeer>()
  private readonly clock: Clock
  private readonly book: TopicBook<RelayPeer>
  private readonly faults: RelayFaults = { delayMs: 0, refusing: false }
  private readonly auth: RelayAuthFaults = { refusedProjectIds: new Set(), rejectTokens: false }
  private readonly context: RelayContext
  private pushCounter = Date.now() * 1000
  private anonymousCounter = 0
  private accepted = 0

  constructor(private readonly options: RelaySimulatorOptions = {}) {
    this.clock = options.clock ?? createRealClock()
    this.book = new TopicBook<RelayPeer>(() => this.clock.now())
    this.context = { book: this.book, deliver: (peer, message) => this.deliver(peer, message) }
  }

  /** The WebSocket URL clients connect to (empty until started). */
  get url(): string {
    return this.port ? `ws://127.0.0.1:${this.port}` : ''
  }

  async start(): Promise<void> {
    if (this.state === 'running') return
    this.state = 'starting'
    try {
      // A restart keeps the port, so a paired page reconnects to the same URL.
      this.port = this.options.port ?? (this.lastPort || (await freePort()))
      this.lastPort = this.port
      const http = createServer((_req, res) => res.writeHead(426).end('WebSocket only'))
      this.wss = new WebSocketServer({
        server: http,
        verifyClient: (_info, done) => (this.faults.refusing ? done(false, 503) : done(true)),
      })
      this.wss.on('connection', (socket, request) => this.accept(socket, request.url))
      await new Promise<void>((resolve, reject) => {
        http.once('error', reject)
        http.listen(this.port, '127.0.0.1', resolve)
      })
      this.http = http
      const interval = this.options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS
      this.pingTimer = this.clock.setInterval(() => this.pingAll(), interval)
      this.state = 'running'
    } catch (error) {
      this.state = 'failed'
      this.error = error instanceof Error ? error.message : String(error)
      throw error
    }
  }

  async stop(): Promise<void> {
    if (this.state === 'stopped') return
    this.state = 'stopping'
    this.clock.clearInterval(this.pingTimer)
    this.dropAll()
    await new Promise<void>((resolve) => (this.wss ? this.wss.close(() => resolve()) : resolve()))
    await new Promise<void>((resolve) => (this.http ? this.http.close(() => resolve()) : resolve()))
    this.http = undefined
    this.wss = undefined
    this.port = 0
    this.state = 'stopped'
  }

  status(): SimulatorStatus {
    return {
      name: this.name,
      state: this.state,
      info: {
        url: this.url,
        sockets: this.peers.size,
        connections: this.accepted,
        topics: this.book.topicCount,
        mailbox: this.book.messageCount,
        delayMs: this.faults.delayMs,
        refusing: this.faults.refusing,
      },
      ...(this.error ? { error: this.error } : {}),
    }
  }

  async command(command: string, params?: unknown): Promise<unknown> {
    if ((RELAY_AUTH_COMMANDS as readonly string[]).includes(command)) {
      return runRelayAuthCommand(command, params, this.auth)
    }
    return runRelayCommand(command, params, { faults: this.faults, dropAll: () => this.dropAll() })
  }

  private dropAll(): number {
    const count = this.peers.size
    for (const peer of this.peers) peer.socket.terminate()
    return count
  }

  private pingAll(): void {
    for (const peer of this.peers) if (peer.open) peer.socket.ping()
  }

  private accept(socket: WebSocket, url: string | undefined): void {
    const refusal = authRefusal(this.auth, url)
    if (refusal) {
      socket.close(AUTH_CLOSE_CODE, refusal)
      return
    }
    this.accepted++
    const clientId = clientIdFromUrl(url) ?? `anonymous-${++this.anonymousCounter}`
    const peer = new RelayPeer(socket, clientId, () => String(++this.pushCounter))
    this.peers.add(peer)
    socket.on('message', (data) => this.onMessage(peer, data.toString()))
    socket.on('close', () => {
      this.peers.delete(peer)
      this.book.removeSubscriber(peer)
    })
    socket.on('error', () => socket.terminate())
  }

  private onMessage(peer: RelayPeer, text: string): void {
    let payload: unknown
    try {
      payload = JSON.parse(text)
    } catch {
      peer.fail(null, RPC_ERRORS.parse)
      return
    }
    if (!isRecord(payload) || (typeof payload.id !== 'number' && typeof payload.id !== 'string')) {
      peer.fail(null, RPC_ERRORS.invalidRequest)
      return
    }
    if (typeof payload.method !== 'string') {
      // A response: the client acknowledging one of our pushes.
      const seq = peer.takeAck(payload.id)
      if (seq !== undefined) this.book.acknowledge(seq, peer.clientId)
      return
    }
    const request = payload as unknown as RpcRequest
    try {
      peer.respond(request.id, runRelayMethod(this.context, peer, request.method, request.params))
    } catch (error) {
      peer.fail(request.id, error instanceof RelayRpcError ? error.rpc : RPC_ERRORS.invalidRequest)
    }
  }

  private deliver(peer: RelayPeer, message: StoredMessage): void {
    const send = () => {
      if (!peer.open || !this.book.isDue(message, peer)) return
      const { topic, tag, publishedAt } = message
      peer.push(message.seq, { topic, message: message.message, publishedAt, tag, attestation: '' })
    }
    // Even undelayed pushes wait a turn, so the answer to a subscribe precedes its mail.
    if (this.faults.delayMs > 0) this.clock.setTimeout(send, this.faults.delayMs)
    else setImmediate(send)
  }
}
