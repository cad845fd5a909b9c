import type { AddressInfo } from 'node:net'
import { type RawData, WebSocket, WebSocketServer } from 'ws'
import type { Faults } from '../../faults'

function methodOf(data: RawData): string {
  try {
    const parsed: unknown = JSON.parse(String(data))
    const method =
      typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, 'method') : ''
    return typeof method === 'string' ? method : ''
  } catch {
    return ''
  }
}

/**
 * A WebSocket front for a JSON-RPC node (chopsticks) on 127.0.0.1 that applies the lab's faults
 * per request: the key `WS <method>` (or `*`) delays the request by `latencyMs` or, with `drop`,
 * closes the visitor's socket without an answer, as a node that went away would.
 *
 * @example
 * ```ts
 * const proxy = await WsFaultProxy.listen('ws://127.0.0.1:9944', faults)
 * proxy.url // ws://127.0.0.1:<port>
 * ```
 */
export class WsFaultProxy {
  private readonly clients = new Set<WebSocket>()

  private constructor(
    private readonly server: WebSocketServer,
    private readonly upstreamUrl: string,
    private readonly faults: Faults,
  ) {
    server.on('connection', (socket) => this.accept(socket))
  }

  static listen(upstreamUrl: string, faults: Faults, port = 0): Promise<WsFaultProxy> {
    return new Promise((resolve, reject) => {
      const server = new WebSocketServer({ host: '127.0.0.1', port })
      server.once('error', reject)
      server.once('listening', () => resolve(new WsFaultProxy(server, upstreamUrl, faults)))
    })
  }

  get url(): string {
    const { port } = this.server.address() as AddressInfo
    return `ws://127.0.0.1:${port}`
  }

  /** Closes every visitor's socket at once; returns how many there were. */
  dropSockets(): number {
    const count = this.clients.size
    for (const client of this.clients) client.terminate()
    return count
  }

  close(): Promise<void> {
    this.dropSockets()
    return new Promise((resolve) => this.server.close(() => resolve()))
  }

  private accept(client: WebSocket): void {
    this.clients.add(client)
    const upstream = new WebSocket(this.upstreamUrl)
    // Requests sent before the upstream socket opened wait for it, in order.
    const opened = new Promise<void>((resolve) => upstream.once('open', () => resolve()))
    const end = () => {
      this.clients.delete(client)
      client.terminate()
      upstream.terminate()
    }
    upstream.on('message', (data) => {
      if (client.readyState === WebSocket.OPEN) client.send(String(data))
    })
    upstream.on('close', end)
    upstream.on('error', end)
    client.on('close', end)
    client.on('error', end)
    client.on('message', async (data) => {
      const rule = this.faults.take(`WS ${methodOf(data)}`)
      if (rule?.latencyMs) await new Promise((resolve) => setTimeout(resolve, rule.latencyMs))
      if (rule?.drop) return end()
      await opened
      if (upstream.readyState === WebSocket.OPEN) upstream.send(String(data))
    })
  }
}
