import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.map': 'application/json',
}

/** How long a browser may keep what the handler serves. */
export type StaticCaching =
  /** Nothing is kept: every load reads every file again (the bench measures a cold load). */
  | 'no-store'
  /**
   * Vite's `assets/` files are kept for good: their names carry a hash of their content, so a
   * rebuild serves new names from a page that is never kept. The lab mounts a new demo page
   * for every replay; without this each one fetched, parsed and compiled every chunk again.
   */
  | 'hashed-assets'

/** Vite's content-hashed output: `/assets/<name>-<8 characters>.<ext>`. */
const HASHED_ASSET = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/

/**
 * Serves the built renderer from `root`. Paths are normalised and must stay inside `root`;
 * an unknown path without an extension falls back to index.html, unless `files` is `'only'`
 * (the host page's origin serves its own files and never the lab's page).
 *
 * @example
 * ```ts
 * const serve = createStaticHandler('out/renderer', 'with-index', 'hashed-assets')
 * createServer((req, res) => void serve(req, res))
 * ```
 */
export function createStaticHandler(
  root: string,
  files: 'with-index' | 'only' = 'with-index',
  caching: StaticCaching = 'no-store',
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    let path = decodeURIComponent(url.pathname)
    if (path.endsWith('/')) path += 'index.html'
    const file = normalize(join(root, path))
    if (!file.startsWith(root + sep)) {
      res.writeHead(403).end('forbidden')
      return
    }
    const found = await stat(file).catch(() => undefined)
    const fallback = extname(path) || files === 'only' ? undefined : join(root, 'index.html')
    const target = found?.isFile() && !(files === 'only' && isLabPage(path)) ? file : fallback
    if (!target) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    const body = await readFile(target).catch(() => undefined)
    if (!body) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not built: run npm run build')
      return
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
      'cache-control':
        caching === 'hashed-assets' && target === file && HASHED_ASSET.test(path)
          ? 'public, max-age=31536000, immutable'
          : 'no-store',
    })
    res.end(body)
  }
}

/** The lab's own page: never served from the host page's origin. */
const isLabPage = (path: string) => path === '/index.html'
