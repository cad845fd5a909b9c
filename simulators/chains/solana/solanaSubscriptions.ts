import type { WebSocket } from 'ws'
import type { ProcessedTransaction, SolanaLedger } from './solanaLedger'

interface Subscription {
  socket: WebSocket
  signature: string
}

/**
 * `signatureSubscribe` / `signatureUnsubscribe` over WebSocket: a subscription is answered
 * with one `signatureNotification` once its transaction is processed (at once when it already
 * was), then ends, as on a real node. This is what `sendAndConfirmTransaction` waits for.
 */
export class SignatureSubscriptions {
  private nextId = 1
  private readonly open = new Map<number, Subscription>()
  private readonly stopListening: () => void

  constructor(private readonly ledger: SolanaLedger) {
    this.stopListening = ledger.onTransaction((tx) => this.notifyAll(tx))
  }

  /** Answers one socket request; returns the JSON-RPC reply to send. */
  handle(socket: WebSocket, id: unknown, method: string, params: unknown): unknown {
    const args = Array.isArray(params) ? params : []
    if (method === 'signatureSubscribe' && typeof args[0] === 'string') {
      const subscription = this.nextId++
      this.open.set(subscription, { socket, signature: args[0] })
      const done = this.ledger.status(args[0])
      // The reply must reach the client before the notification that names its id.
      if (done) queueMicrotask(() => this.notify(subscription, done))
      return { jsonrpc: '2.0', id, result: subscription }
    }
    if (method === 'signatureUnsubscribe' && typeof args[0] === 'number') {
      return { jsonrpc: '2.0', id, result: this.open.delete(args[0]) }
    }
    if (method === 'signatureSubscribe' || method === 'signatureUnsubscribe') {
      return { jsonrpc: '2.0', id, error: { code: -32602, message: 'Invalid params' } }
    }
    return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }
  }

  /** Drops the subscriptions of a closed socket. */
  forget(socket: WebSocket): void {
    for (const [id, subscription] of this.open) {
      if (subscription.socket === socket) this.open.delete(id)
    }
  }

  dispose(): void {
    this.stopListening()
    this.open.clear()
  }

  private notifyAll(tx: ProcessedTransaction): void {
    for (const [id, subscription] of this.open) {
      if (subscription.signature === tx.signature) this.notify(id, tx)
    }
  }

  private notify(id: number, tx: ProcessedTransaction): void {
    const subscription = this.open.get(id)
    if (!subscription) return
    this.open.delete(id)
    const params = {
      result: { context: { slot: tx.slot }, value: { err: tx.err } },
      subscription: id,
    }
    subscription.socket.send(
      JSON.stringify({ jsonrpc: '2.0', method: 'signatureNotification', params }),
    )
  }
}
