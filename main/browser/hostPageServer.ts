import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Simulator, SimulatorState, SimulatorStatus } from '../../simulators/types'
import { HOST_PAGE_SIMULATOR } from '../bridge/protocol'
import { createStaticHandler } from './staticFiles'

/**
 * Serves the demo host page (host.html and its assets from the built renderer) on its OWN
 * 127.0.0.1 port, so that the page, and any script on it (an injected wallet, a host bug),
 * has another origin than the lab: the lab server's bridge accepts only the lab's origin, so
 * nothing on the host page can open it and start or stop simulators (issue 11 defect 11).
 * The lab's own page (index.html) is not served here. Listed in the lab like a simulator.
 *
 * @example
 * ```ts
 * const hostPage = new HostPageServer('out/renderer')
 * await hostPage.start()
 * hostPage.status().info.url // 'http://127.0.0.1:41234'
 * ```
 */
export class HostPageServer implements Simulator {
  readonly name = HOST_PAGE_SIMULATOR
  private server: Server | undefined
  private state: SimulatorState = 'stopped'
  private url: string | undefined
  private error: string | undefined

  constructor(
    private readonly root: string,
    private readonly port = 0,
  ) {}

  async start(): Promise<void> {
    if (this.server) return
    this.state = 'starting'
    const serve = createStaticHandler(this.root, 'only', 'hashed-assets')
    const server = createServer((req, res) => {
      serve(req, res).catch(() => res.writeHead(500).end())
    })
    // The page has no socket of its own to upgrade: refuse any, as the lab's bridge would.
    server.on('upgrade', (_req, socket) => socket.end('HTTP/1.1 403 Forbidden\r\n\r\n'))
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(this.port, '127.0.0.1', resolve)
      })
    } catch (error) {
      this.state = 'failed'
      this.error = error instanceof Error ? error.message : String(error)
      throw error
    }
    this.server = server
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    this.state = 'running'
    this.error = undefined
  }

  async stop(): Promise<void> {
    const server = this.server
    if (!server) return
    this.state = 'stopping'
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    this.server = undefined
    this.url = undefined
    this.state = 'stopped'
  }

  status(): SimulatorStatus {
    return {
      name: this.name,
      state: this.state,
      info: this.url ? { url: this.url } : {},
      ...(this.error ? { error: this.error } : {}),
    }
  }
}
