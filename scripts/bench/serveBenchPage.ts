import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { createStaticHandler } from '../../main/browser/staticFiles'

/** The wallet-provider API's paths (walletListing/client.ts), which the bench forwards. */
const LISTING_PATH = /^\/(getWallets|getWalletImage\/|getAnalyticsConfig|public\/)/

/** A running static server for the built bench page. */
export interface BenchServer {
  url: string
  close(): Promise<void>
}

/**
 * Serves `outDir` on 127.0.0.1 on a free port, uncompressed and uncached (the benchmark
 * computes gzip sizes itself, so the numbers do not depend on the server). With
 * `walletListing` (a listing simulator's URL), the listing API's paths are forwarded there.
 *
 * @example
 * ```ts
 * const server = await serveBenchPage('out/bench')
 * await server.close()
 * ```
 */
export async function serveBenchPage(
  outDir: string,
  options: { walletListing?: string } = {},
): Promise<BenchServer> {
  const serveStatic = createStaticHandler(resolve(outDir))
  const server = createServer((req, res) => {
    // The page's walletApi is its own origin; with a listing simulator behind it, the hosted
    // listing API's paths (/getWallets, /getWalletImage/…, /public/…) are its.
    if (options.walletListing && LISTING_PATH.test(req.url ?? '')) {
      forward(`${options.walletListing}${req.url}`, res).catch(() => res.writeHead(502).end())
      return
    }
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

/** Answers with what `url` (a 127.0.0.1 simulator) answers to a GET. */
async function forward(url: string, res: ServerResponse): Promise<void> {
  const answer = await fetch(url)
  const type = answer.headers.get('content-type') ?? 'application/octet-stream'
  res.writeHead(answer.status, { 'content-type': type, 'cache-control': 'no-store' })
  res.end(Buffer.from(await answer.arrayBuffer()))
}
