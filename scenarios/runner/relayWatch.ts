/** The JSON-RPC method (or "reply") of a relay frame, for a timeline line. */
function describeFrame(data: unknown): string {
  if (typeof data !== 'string' || data.length > 200_000) return 'binary frame'
  try {
    const message = JSON.parse(data) as { method?: unknown; id?: unknown; error?: unknown }
    if (typeof message.method === 'string') return message.method
    return message.error ? `reply ${String(message.id)} (error)` : `reply ${String(message.id)}`
  } catch {
    return 'frame'
  }
}

/**
 * Watches the page's WebSockets to 127.0.0.1 (the lab relay): every frame sent and received
 * is reported by its JSON-RPC method. Returns the function that stops watching new sockets.
 *
 * @example
 * ```ts
 * const stop = watchRelay(window, (title) => console.log(title)) // "→ irn_publish"
 * ```
 */
export function watchRelay(page: Window, report: (title: string) => void): () => void {
  const win = page as Window & typeof globalThis
  const Original = win.WebSocket
  class WatchedWebSocket extends Original {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols)
      if (new URL(String(url)).hostname !== '127.0.0.1') return
      this.addEventListener('message', (event) => report(`← ${describeFrame(event.data)}`))
      this.addEventListener('close', () => report('relay socket closed'))
    }

    override send(data: Parameters<WebSocket['send']>[0]): void {
      if (new URL(this.url).hostname === '127.0.0.1') report(`→ ${describeFrame(data)}`)
      super.send(data)
    }
  }
  win.WebSocket = WatchedWebSocket
  return () => {
    win.WebSocket = Original
  }
}
