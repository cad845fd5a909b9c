import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createStaticHandler, type StaticCaching } from './staticFiles'

const IMMUTABLE = 'public, max-age=31536000, immutable'

function builtRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'static-files-'))
  writeFileSync(join(root, 'index.html'), '<title>page</title>')
  mkdirSync(join(root, 'assets'))
  writeFileSync(join(root, 'assets', 'modal-BO5N0Ece.js'), 'export {}')
  writeFileSync(join(root, 'assets', 'plain.js'), 'export {}')
  return root
}

const roots: string[] = []
const servers: Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((done) => server.close(done))
  for (const root of roots.splice(0)) rmSync(root, { recursive: true })
})

/** Serves a built root with `caching`; returns a GET that answers status and cache-control. */
async function serve(caching?: StaticCaching) {
  const root = builtRoot()
  roots.push(root)
  const handle = createStaticHandler(root, 'with-index', caching)
  const server = createServer((req, res) => void handle(req, res))
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return async (path: string) => {
    const answer = await fetch(`http://127.0.0.1:${port}${path}`)
    await answer.arrayBuffer()
    return `${answer.status} ${answer.headers.get('cache-control')}`
  }
}

describe('createStaticHandler', () => {
  it('default: nothing is kept (the bench loads its page cold every time)', async () => {
    const get = await serve()
    expect(await get('/assets/modal-BO5N0Ece.js')).toBe('200 no-store')
    expect(await get('/')).toBe('200 no-store')
  })

  it("behavior: 'hashed-assets' lets the browser keep Vite's hashed files, never a page or an unhashed file", async () => {
    const get = await serve('hashed-assets')
    expect(await get('/assets/modal-BO5N0Ece.js')).toBe(`200 ${IMMUTABLE}`)
    expect(await get('/')).toBe('200 no-store')
    expect(await get('/index.html')).toBe('200 no-store')
    expect(await get('/assets/plain.js')).toBe('200 no-store')
    // A page route falls back to index.html, which is never kept.
    expect(await get('/scenarios')).toBe('200 no-store')
    expect(await get('/assets/gone-AAAAAAAA.js')).toBe('404 null')
  })
})
