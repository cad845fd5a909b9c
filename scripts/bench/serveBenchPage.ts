import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { createStaticHandler } from '../../main/browser/staticFiles'

/** A running static server for the built bench page. */
export interface BenchServer {
  url: string
  close(): Promise<void>
}

/**
 * Serves `outDir` on 127.0.0.1 on a free port, uncompressed and uncached (the benchmark
 * computes gzip sizes itself, so the numbers do not depend on the server).
 *
 * @example
 * ```ts
 * const server = await serveBenchPage('out/bench')
 * await server.close()
 * ```
 */
export async function serveBenchPage(outDir: string): Promise<BenchServer> {
  const serveStatic = createStaticHandler(resolve(outDir))
  const server = createServer((req, res) => {
    serveStatic(req, res).catch(() => res.writeHead(500).end())
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}
