import type { Page, Request, WebSocket } from '@playwright/test'

const LOCAL = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//

/**
 * Records every request the page (and its frames and workers) makes that is not to this
 * machine, until `stop()` (for a page that outlives the test). Specs assert the list is
 * empty: nothing the lab or Portico does leaves 127.0.0.1.
 */
export function watchOutsideRequests(page: Page): { outside: string[]; stop: () => void } {
  const outside: string[] = []
  const check = (url: string) => {
    if (url.startsWith('data:') || url.startsWith('blob:') || url === 'about:blank') return
    if (!LOCAL.test(url)) outside.push(url)
  }
  const onRequest = (request: Request) => check(request.url())
  const onSocket = (socket: WebSocket) => check(socket.url())
  page.on('request', onRequest)
  page.on('websocket', onSocket)
  return {
    outside,
    stop: () => {
      page.off('request', onRequest)
      page.off('websocket', onSocket)
    },
  }
}

/** {@link watchOutsideRequests} for a page that lives as long as the test. */
export function recordOutsideRequests(page: Page): string[] {
  return watchOutsideRequests(page).outside
}
