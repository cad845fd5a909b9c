import { WebSocket } from 'ws'
import type { RpcResponse, SubscriptionParams } from './relayProtocol'

/** A pushed `irn_subscription`, as a raw client sees it. */
export interface ReceivedPush {
  id: number
  params: SubscriptionParams
}

/**
 * A bare relay client for tests and probes: speaks the relay JSON-RPC by hand, records pushes
 * and acknowledges them (unless told not to). `clientId` goes into a fake `auth` JWT the way
 * the real clients send their did:key.
 *
 * @example
 * ```ts
 * const a = await RelayTestClient.connect(relay.url, 'did:key:a')
 * await a.request('irn_subscribe', { topic: 't' })
 * const push = await a.nextPush()
 * ```
 */
export class RelayTestClient {
  readonly pushes: ReceivedPush[] = []
  /** Answers that matched no request of ours (e.g. parse errors, which carry id null). */
  readonly unmatched: RpcResponse[] = []
  pings = 0
  autoAck = true
  private nextId = 1
  private taken = 0
  private readonly waiting = new Map<number, (response: RpcResponse) => void>()
  private pushWaiters: (() => void)[] = []

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => this.onMessage(JSON.parse(data.toString())))
    socket.on('ping', () => {
      this.pings++
    })
  }

  static connect(url: string, clientId?: string): Promise<RelayTestClient> {
    const claims = Buffer.from(JSON.stringify({ iss: clientId })).toString('base64url')
    const query = clientId ? `?auth=e30.${claims}.sig&projectId=test` : '?projectId=test'
    const socket = new WebSocket(`${url}/${query}`)
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new RelayTestClient(socket)))
      socket.once('error', reject)
    })
  }

  request(method: string, params?: unknown): Promise<RpcResponse> {
    const id = this.nextId++
    this.socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }))
    return new Promise((resolve) => this.waiting.set(id, resolve))
  }

  /** Sends raw text (to probe parse errors). */
  sendRaw(text: string): void {
    this.socket.send(text)
  }

  /** Resolves with the next push not yet taken by this method, waiting for it if needed. */
  async nextPush(): Promise<ReceivedPush> {
    const index = this.taken++
    while (this.pushes.length <= index) await new Promise<void>((r) => this.pushWaiters.push(r))
    return this.pushes[index] as ReceivedPush
  }

  ack(id: number): void {
    this.socket.send(JSON.stringify({ jsonrpc: '2.0', id, result: true }))
  }

  /** Resolves when the socket is closed (by either side). */
  closed(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve()
    return new Promise((resolve) => this.socket.once('close', () => resolve()))
  }

  close(): Promise<void> {
    const done = this.closed()
    this.socket.close()
    return done
  }

  private onMessage(payload: { id: number; method?: string; params?: unknown } & object): void {
    if (payload.method === 'irn_subscription') {
      this.pushes.push({ id: payload.id, params: payload.params as SubscriptionParams })
      if (this.autoAck) this.ack(payload.id)
      for (const wake of this.pushWaiters.splice(0)) wake()
      return
    }
    const resolve = this.waiting.get(payload.id)
    if (resolve) resolve(payload as unknown as RpcResponse)
    else this.unmatched.push(payload as unknown as RpcResponse)
    this.waiting.delete(payload.id)
  }
}
