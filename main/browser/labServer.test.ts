import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { LabHost } from '../host/labHost'
import { type LabServer, startLabServer } from './labServer'

/** Opens the bridge with an Origin header; resolves 'open' or the refusal's status. */
function openBridge(url: string, origin: string): Promise<string> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/bridge`, { headers: { origin } })
    ws.on('open', () => {
      ws.close()
      resolve('open')
    })
    ws.on('unexpected-response', (_req, res) => resolve(`refused ${res.statusCode}`))
    ws.on('error', (error) => resolve(`error ${error.message}`))
  })
}

describe('startLabServer', () => {
  let server: LabServer | undefined
  afterEach(async () => {
    await server?.close()
    server = undefined
  })

  it('behavior: port 0 binds a free port, and the bridge admits that origin alone', async () => {
    const root = await mkdtemp(join(tmpdir(), 'lab-static-'))
    server = await startLabServer({ host: new LabHost(), port: 0, staticRoot: root })
    const port = Number(new URL(server.url).port)
    expect(port).toBeGreaterThan(0)
    expect(await openBridge(server.url, `http://127.0.0.1:${port}`)).toBe('open')
    expect(await openBridge(server.url, 'http://127.0.0.1:1')).toBe('refused 403')
  })
})
