/**
 * The page the lab's auth frame serves at `/frame.html?origin=<page origin>`: it accepts
 * messages only from its parent window and the origin it was opened for, forwards each request
 * to the provider on its own origin, and posts the reply back to that origin alone. It says
 * READY (SDK version 4, SPEC §9) once it listens. Plain script: no bundler needed.
 */
const FRAME_SCRIPT = `(() => {
  const parentOrigin = new URLSearchParams(location.search).get('origin') || ''
  if (window.parent === window) throw new Error('parent is not set')
  if (!/^https?:\\/\\/(127\\.0\\.0\\.1|localhost)(:\\d+)?$/.test(parentOrigin)) throw new Error('origin not allowed')
  const memory = {}
  const store = (() => { try { return window.localStorage } catch { return { getItem: (k) => memory[k] ?? null, setItem: (k, v) => { memory[k] = v } } } })()
  let device = store.getItem('portico-lab-device')
  if (!device) { device = crypto.randomUUID(); store.setItem('portico-lab-device', device) }
  window.addEventListener('message', async (event) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) return
    const message = event.data
    if (!message || typeof message.type !== 'string' || !message.type.startsWith('@w3m-app/') || typeof message.id !== 'string') return
    let reply
    try {
      const response = await fetch('/frame/message', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ device, message, origin: parentOrigin }) })
      if (!response.ok) throw new Error('HTTP ' + response.status)
      reply = await response.json()
    } catch {
      reply = { type: message.type.replace('@w3m-app/', '@w3m-frame/') + '_ERROR', id: message.id, payload: {} }
    }
    window.parent.postMessage(reply, parentOrigin)
    if (message.type === '@w3m-app/RELOAD') location.reload()
  })
  window.parent.postMessage({ type: '@w3m-frame/READY', version: 4 }, parentOrigin)
})()`

/** The frame's HTML. */
export const FRAME_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Embedded wallet (lab)</title></head><body><script>${FRAME_SCRIPT}</script></body></html>`

/** What a followed device link shows. */
export function deviceApprovedHtml(approved: boolean): string {
  const text = approved
    ? 'This device is approved. You can close this tab.'
    : 'This link is no longer valid.'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Device approval</title></head><body><main><h1>${text}</h1></main></body></html>`
}

/** What an opened farcaster sign-in link (the QR code's URL) shows. */
export function farcasterApprovedHtml(approved: boolean): string {
  const text = approved ? 'Farcaster sign-in approved.' : 'This sign-in link is no longer valid.'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Farcaster (lab)</title></head><body><main><h1>${text}</h1></main></body></html>`
}
