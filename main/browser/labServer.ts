import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import type { LabHost } from '../host/labHost'
import { createStaticHandler } from './staticFiles'

export interface LabServerOptions {
  host: LabHost
  /** 0 lets the OS choose; `LabServer.url` has the port bound. */
  port: number
  /** The built renderer (out/renderer). */
  staticRoot: string
}

export interface LabServer {
  url: string
  close(): Promise<void>
}

/** Origins allowed to open the bridge: the lab's own page, nothing else. */
function isLabOrigin(origin: string | undefined, port: number): boolean {
  return origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`
}

/**
 * Browser mode: serves the renderer on http://127.0.0.1:PORT and carries the bridge over a
 * WebSocket at /bridge. Only the lab's own origin may connect, since the bridge can start and
 * stop processes.
 *
 * @example
 * ```ts
 * const server = await startLabServer({ host, port: 5199, staticRoot: 'out/renderer' })
 * console.log(server.url)
 * await server.close()
 * ```
 */
export async function startLabServer(options: LabServerOptions): Promise<LabServer> {
  const { host } = options
  // Port 0 asks the OS for a free one; the origin check needs the port actually bound.
  let port = options.port
  const serveStatic = createStaticHandler(options.staticRoot, 'with-index', 'hashed-assets')
  const server: Server = createServer((req, res) => {
    serveStatic(req, res).catch(() => res.writeHead(500).end())
  })
  const sockets = new WebSocketServer({ noServer: true })
  server.on('upgrade', (req, socket, head) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    if (path !== '/bridge' || !isLabOrigin(req.headers.origin, port)) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n')
      return
    }
    sockets.handleUpgrade(req, socket, head, (ws) => sockets.emit('connection', ws))
  })
  sockets.on('connection', (ws) => {
    const unsubscribe = host.onEvent((event) => ws.send(JSON.stringify(event)))
    ws.on('message', async (data) => {
      let request: unknown
      try {
        request = JSON.parse(String(data))
      } catch {
        request = undefined
      }
      ws.send(JSON.stringify(await host.handle(request)))
    })
    ws.on('close', unsubscribe)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const client of sockets.clients) client.terminate()
      sockets.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
