import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { HostPageServer } from './hostPageServer'

function builtRenderer(): string {
  const root = mkdtempSync(join(tmpdir(), 'host-page-'))
  writeFileSync(join(root, 'index.html'), '<title>Portico lab</title>')
  writeFileSync(join(root, 'host.html'), '<title>Demo host</title>')
  mkdirSync(join(root, 'assets'))
  writeFileSync(join(root, 'assets', 'host-CIvPwCQP.js'), 'console.log(1)')
  return root
}

/** The status and body of GET `path`, or of a WebSocket upgrade with `upgrade`. */
function get(url: string, upgrade = false): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = upgrade
      ? { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13' }
      : undefined
    const req = request(url, { headers }, (res) => {
      let body = ''
      res.on('data', (chunk) => (body += String(chunk)))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('upgrade', (res) => resolve({ status: res.statusCode ?? 0, body: '' }))
    req.on('error', reject)
    req.end()
  })
}

const servers: HostPageServer[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop()
})

describe('HostPageServer', () => {
  it('default: serves the host page and its assets on its own 127.0.0.1 port', async () => {
    const root = builtRenderer()
    const server = new HostPageServer(root)
    servers.push(server)
    await server.start()
    const { state, info } = server.status()
    expect(state).toBe('running')
    expect(String(info.url)).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(await get(`${info.url}/host.html?lab=1`)).toEqual({
      status: 200,
      body: '<title>Demo host</title>',
    })
    // The host page's hashed chunks are kept between replays (each mounts a new page).
    const asset = await fetch(`${info.url}/assets/host-CIvPwCQP.js`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    await asset.arrayBuffer()
    rmSync(root, { recursive: true })
  })

  it("behavior: never serves the lab's own page and refuses every socket upgrade", async () => {
    const root = builtRenderer()
    const server = new HostPageServer(root)
    servers.push(server)
    await server.start()
    const { url } = server.status().info
    expect((await get(`${url}/`)).status).toBe(404)
    expect((await get(`${url}/index.html`)).status).toBe(404)
    expect((await get(`${url}/explorer`)).status).toBe(404)
    expect((await get(`${url}/bridge`, true)).status).toBe(403)
    await server.stop()
    expect(server.status()).toEqual({ name: 'host-page', state: 'stopped', info: {} })
    rmSync(root, { recursive: true })
  })
})
