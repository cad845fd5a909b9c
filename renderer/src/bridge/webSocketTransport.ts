import type { LabEvent, LabRequest, LabResponse } from '../../../main/bridge/protocol'
import type { LabTransport } from './labBridge'

/**
 * Browser mode: the bridge over one WebSocket to the lab server. Requests wait for the socket
 * to open; replies are matched by id; anything else on the socket is an event.
 */
export function createWebSocketTransport(url: string): LabTransport {
  const socket = new WebSocket(url)
  const opened = new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true })
    socket.addEventListener('error', () => reject(new Error(`lab bridge unreachable at ${url}`)), {
      once: true,
    })
  })
  const pending = new Map<number, (response: LabResponse) => void>()
  const listeners = new Set<(event: LabEvent) => void>()
  socket.addEventListener('message', (message) => {
    const data = JSON.parse(String(message.data)) as LabResponse | LabEvent
    if ('type' in data) {
      for (const listener of listeners) listener(data)
      return
    }
    pending.get(data.id)?.(data)
    pending.delete(data.id)
  })
  socket.addEventListener('close', () => {
    for (const [id, resolve] of pending) resolve({ id, ok: false, error: 'lab bridge closed' })
    pending.clear()
  })
  return {
    async send(request: LabRequest) {
      await opened
      return new Promise<LabResponse>((resolve) => {
        pending.set(request.id, resolve)
        socket.send(JSON.stringify(request))
      })
    },
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
