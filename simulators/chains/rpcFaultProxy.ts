import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Faults } from '../faults'

/** The fault key of one JSON-RPC method, as the faults panel lists it (`RPC eth_getBalance`). */
export const evmRpcFaultKey = (method: string) => `RPC ${method}`

/** The node methods the modal, the wallets and the stub call, offered as fault targets. */
export const EVM_RPC_FAULT_KEYS = [
  'eth_getBalance',
  'eth_call',
  'eth_blockNumber',
  'eth_gasPrice',
  'eth_estimateGas',
  'eth_getTransactionCount',
  'eth_sendRawTransaction',
  'eth_getTransactionReceipt',
].map(evmRpcFaultKey)

/** How many calls the proxy's log keeps (oldest dropped first), as the HTTP stubs' logs. */
const REQUEST_LOG_LIMIT = 500

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
}

/**
 * An HTTP JSON-RPC proxy in front of a node (anvil), where the lab's faults apply: every page,
 * wallet and stub that reads the chain goes through it, so a status code, latency, a dropped
 * connection or a malformed body set on `RPC <method>` (or `*`) reaches each of them, live.
 * Without an active fault a request goes straight through. Every call is logged by its fault
 * key (each call of a batch), so a scenario can count what the page asked the node.
 *
 * @example
 * ```ts
 * const proxy = new RpcFaultProxy(createFaults(), () => 'http://127.0.0.1:8545')
 * await proxy.listen(0)
 * proxy.url // http://127.0.0.1:PORT
 * proxy.requests() // [{ key: 'RPC eth_blockNumber' }, …] once a page has called
 * ```
 */
export class RpcFaultProxy {
  private server: Server | undefined
  private readonly log: { key: string }[] = []

  constructor(
    private readonly faults: Faults,
    /** The node's own URL, or undefined while it is down (the proxy then answers 502). */
    private readonly upstream: () => string | undefined,
  ) {}

  get url(): string | undefined {
    const address = this.server?.address() as AddressInfo | null | undefined
    return address ? `http://127.0.0.1:${address.port}` : undefined
  }

  /** The calls received, oldest first, each as its fault key (`RPC eth_getBalance`). */
  requests(): { key: string }[] {
    return [...this.log]
  }

  clearRequests(): void {
    this.log.splice(0)
  }

  async listen(port: number): Promise<void> {
    const server = createServer((req, res) => {
      this.handle(req, res).catch(() => {
        if (!res.headersSent) res.writeHead(502, CORS)
        res.end()
      })
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
    this.server = server
  }

  async close(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (!server) return
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end()
      return
    }
    const body = await readBody(req)
    const methods = methodsOf(body)
    for (const method of methods.filter(Boolean)) this.log.push({ key: evmRpcFaultKey(method) })
    this.log.splice(0, Math.max(0, this.log.length - REQUEST_LOG_LIMIT))
    if (await this.faults.apply(evmRpcFaultKey(methods[0] ?? ''), req, res, CORS)) return
    const target = this.upstream()
    if (!target) {
      res.writeHead(502, CORS).end()
      return
    }
    const answer = await fetch(target, {
      method: req.method ?? 'POST',
      headers: { 'content-type': 'application/json' },
      ...(req.method === 'GET' || req.method === 'HEAD' ? {} : { body }),
    })
    res
      .writeHead(answer.status, { ...CORS, 'content-type': 'application/json' })
      .end(Buffer.from(await answer.arrayBuffer()))
  }
}

/** The methods of a call (each call of a batch, in order); none when the body is not JSON-RPC. */
function methodsOf(body: string): string[] {
  try {
    const parsed = JSON.parse(body) as unknown
    const calls: unknown[] = Array.isArray(parsed) ? parsed : [parsed]
    return calls.map((call) => {
      const method = typeof call === 'object' && call ? Reflect.get(call, 'method') : undefined
      return typeof method === 'string' ? method : ''
    })
  } catch {
    return []
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
