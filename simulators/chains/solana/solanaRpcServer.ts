import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import type { Faults } from '../../faults'
import { type SolanaLedger, SolanaRpcError } from './solanaLedger'
import { SOLANA_RPC_METHODS } from './solanaRpcMethods'
import { SignatureSubscriptions } from './solanaSubscriptions'

interface RpcRequest {
  jsonrpc?: string
  id?: unknown
  method?: unknown
  params?: unknown
}

/** Fault keys: `RPC <method>` for HTTP calls, `WS <method>` for socket calls, or `*`. */
export const rpcFaultKey = (method: string) => `RPC ${method}`
export const wsFaultKey = (method: string) => `WS ${method}`

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-allow-methods': 'POST, OPTIONS',
}

function answer(ledger: SolanaLedger, request: RpcRequest) {
  const id = request.id ?? null
  const method = typeof request.method === 'string' ? request.method : ''
  const handler = SOLANA_RPC_METHODS[method]
  if (!handler) return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }
  try {
    const params = Array.isArray(request.params) ? request.params : []
    return { jsonrpc: '2.0', id, result: handler(ledger, params) }
  } catch (error) {
    const rpc = error instanceof SolanaRpcError ? error : new SolanaRpcError(-32603, String(error))
    const body = { code: rpc.code, message: rpc.message, ...(rpc.data ? { data: rpc.data } : {}) }
    return { jsonrpc: '2.0', id, error: body }
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/**
 * Solana's JSON-RPC over HTTP and its subscriptions over WebSocket, on one 127.0.0.1 port,
 * in front of a {@link SolanaLedger}. Every call passes the fault model first.
 *
 * @example
 * ```ts
 * const server = new SolanaRpcServer(ledger, createFaults())
 * const url = await server.listen(0) // http://127.0.0.1:PORT (ws:// on the same port)
 * ```
 */
export class SolanaRpcServer {
  private readonly http: Server
  private readonly sockets: WebSocketServer
  private readonly subscriptions: SignatureSubscriptions

  constructor(
    private readonly ledger: SolanaLedger,
    private readonly faults: Faults,
  ) {
    this.http = createServer((req, res) => void this.handleHttp(req, res))
    this.sockets = new WebSocketServer({ server: this.http })
    this.subscriptions = new SignatureSubscriptions(ledger)
    this.sockets.on('connection', (socket) => this.handleSocket(socket))
  }

  listen(port: number): Promise<string> {
    return new Promise((resolve, reject) => {
      this.http.once('error', reject)
      this.http.listen(port, '127.0.0.1', () => {
        const { port: bound } = this.http.address() as AddressInfo
        resolve(`http://127.0.0.1:${bound}`)
      })
    })
  }

  /** Drops every open socket (a fault scenario's "the connection drops"). */
  dropSockets(): number {
    const count = this.sockets.clients.size
    for (const socket of this.sockets.clients) socket.terminate()
    return count
  }

  async close(): Promise<void> {
    this.dropSockets()
    this.subscriptions.dispose()
    await new Promise<void>((resolve) => this.sockets.close(() => resolve()))
    this.http.closeAllConnections()
    await new Promise<void>((resolve) => this.http.close(() => resolve()))
  }

  private async handleHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end()
      return
    }
    if (req.method !== 'POST') {
      res.writeHead(405, CORS).end()
      return
    }
    let request: RpcRequest | RpcRequest[]
    try {
      request = JSON.parse(await readBody(req)) as RpcRequest | RpcRequest[]
    } catch {
      const error = { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }
      res.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(error))
      return
    }
    const first = Array.isArray(request) ? request[0] : request
    const method = typeof first?.method === 'string' ? first.method : ''
    if (await this.faults.apply(rpcFaultKey(method), req, res, CORS)) return
    const body = Array.isArray(request)
      ? request.map((r) => answer(this.ledger, r))
      : answer(this.ledger, request)
    res.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(body))
  }

  private handleSocket(socket: WebSocket): void {
    const send = (message: unknown) => socket.send(JSON.stringify(message))
    socket.on('message', (raw) => {
      let request: RpcRequest
      try {
        request = JSON.parse(String(raw)) as RpcRequest
      } catch {
        return send({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
      }
      const method = typeof request.method === 'string' ? request.method : ''
      const fault = this.faults.take(wsFaultKey(method))
      if (fault?.drop) return socket.terminate()
      const reply = this.subscriptions.handle(socket, request.id ?? null, method, request.params)
      if (reply) send(reply)
    })
    socket.on('close', () => this.subscriptions.forget(socket))
  }
}
