import type { WebSocket } from 'ws'
import type { RpcError, RpcId, SubscriptionParams } from './relayProtocol'
import { RELAY_METHODS } from './relayProtocol'
import type { TopicSubscriber } from './topicBook'

/**
 * One connected socket. Its `clientId` comes from the `auth` JWT the clients put in the URL
 * (its `iss` is the client's did:key), so that a reconnecting client is recognised and is not
 * sent mail it already acknowledged. Without a readable JWT the socket is its own client.
 */
export class RelayPeer implements TopicSubscriber {
  /** Pushes sent and not yet acknowledged: push id → stored message seq. */
  private readonly unacked = new Map<string, number>()

  constructor(
    readonly socket: WebSocket,
    readonly clientId: string,
    private readonly nextPushId: () => string,
  ) {}

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN
  }

  respond(id: RpcId, result: unknown): void {
    this.send({ jsonrpc: '2.0', id, result })
  }

  fail(id: RpcId | null, error: RpcError): void {
    this.send({ jsonrpc: '2.0', id, error })
  }

  /** Sends `irn_subscription` for a stored message and remembers it until acknowledged. */
  push(seq: number, data: SubscriptionParams['data']): void {
    const id = this.nextPushId()
    this.unacked.set(id, seq)
    const params: SubscriptionParams = { id, data }
    this.send({ jsonrpc: '2.0', id: Number(id), method: RELAY_METHODS.subscription, params })
  }

  /** Takes the seq of the message a client's ack answers, if it answers one of our pushes. */
  takeAck(id: RpcId): number | undefined {
    const key = String(id)
    const seq = this.unacked.get(key)
    this.unacked.delete(key)
    return seq
  }

  private send(payload: object): void {
    if (this.open) this.socket.send(JSON.stringify(payload))
  }
}

/** Reads the `iss` claim of the `auth` JWT in a relay URL's query, if any. */
export function clientIdFromUrl(url: string | undefined): string | undefined {
  const auth = new URL(url ?? '/', 'ws://127.0.0.1').searchParams.get('auth')
  const payload = auth?.split('.')[1]
  if (!payload) return undefined
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    const iss = (claims as { iss?: unknown }).iss
    return typeof iss === 'string' && iss.length > 0 ? iss : undefined
  } catch {
    return undefined
  }
}
