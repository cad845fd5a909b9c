import { describe, expect, it } from 'vitest'
import { watchRelay } from './relayWatch'

/** A socket that sends nowhere; the test plays the relay's answers. */
class FakeSocket extends EventTarget {
  sent: unknown[] = []
  constructor(readonly url: string) {
    super()
  }
  send(data: unknown) {
    this.sent.push(data)
  }
}

describe('watchRelay', () => {
  it('default: frames to and from the lab relay are reported by their JSON-RPC method', () => {
    const page = { WebSocket: FakeSocket } as unknown as Window
    const lines: string[] = []
    const stop = watchRelay(page, (line) => lines.push(line))
    const Socket = (page as unknown as { WebSocket: typeof FakeSocket }).WebSocket
    const socket = new Socket('ws://127.0.0.1:4000/?projectId=p')
    socket.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_publish', params: {} }))
    socket.dispatchEvent(
      Object.assign(new Event('message'), { data: JSON.stringify({ id: 1, result: true }) }),
    )
    expect(socket.sent).toHaveLength(1)
    expect(lines).toEqual(['→ irn_publish', '← reply 1'])
    stop()
    expect((page as unknown as { WebSocket: unknown }).WebSocket).toBe(FakeSocket)
  })

  it('behavior: sockets to other hosts are left alone', () => {
    const page = { WebSocket: FakeSocket } as unknown as Window
    const lines: string[] = []
    watchRelay(page, (line) => lines.push(line))
    const Socket = (page as unknown as { WebSocket: typeof FakeSocket }).WebSocket
    new Socket('wss://relay.example/').send('{"method":"irn_publish"}')
    expect(lines).toEqual([])
  })
})
