import type { Page } from '@playwright/test'

const LOCAL = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//

/**
 * Records every request the page (and its frames and workers) makes that is not to this
 * machine. Specs assert the list is empty: nothing the lab or Portico does leaves 127.0.0.1.
 */
export function recordOutsideRequests(page: Page): string[] {
  const outside: string[] = []
  const check = (url: string) => {
    if (url.startsWith('data:') || url.startsWith('blob:') || url === 'about:blank') return
    if (!LOCAL.test(url)) outside.push(url)
  }
  page.on('request', (request) => check(request.url()))
  page.on('websocket', (socket) => check(socket.url()))
  return outside
}
