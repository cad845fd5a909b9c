import { findCase } from '../visualCases'
import type { VisualPage } from '../visualPortico'
import { answerFrameRequest } from './frameAnswers'

/**
 * The visual fixture page's auth provider, on the page's own origin (renderer/visual-auth/
 * frame.html): as the hidden frame (`?origin=`) it speaks the embedded wallet's frame protocol
 * (SPEC §7) with the fixed answers of `frameAnswers.ts`; opened as the social provider's window
 * (`?social=`) it answers the sign-in as the state says. Either way it reads the state from the
 * fixture page's URL (same origin) and reaches nothing else.
 */

/** The fixture page's state, read from its window (the frame's parent or the popup's opener). */
function pageOf(win: Window | null): { url: URL; visual: VisualPage | undefined } | undefined {
  if (!win || win === window) return undefined
  const url = new URL(win.location.href)
  return { url, visual: (win as Window & { __visual?: VisualPage }).__visual }
}

function scriptOf(url: URL) {
  return findCase(url.searchParams.get('view'), url.searchParams.get('state'))?.auth ?? {}
}

function serveFrame(parent: Window, parentOrigin: string): void {
  const page = pageOf(parent)
  if (!page) return
  const script = scriptOf(page.url)
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== parentOrigin || event.source !== parent) return
    const data = event.data as { type?: unknown; id?: unknown; payload?: unknown }
    if (typeof data?.type !== 'string' || typeof data.id !== 'string') return
    const type = data.type.replace(/^@w3m-app\//, '')
    const answer = answerFrameRequest(type, data.payload, script, location.origin)
    if (answer === 'wait') return
    if (answer === 'unknown') {
      // The spec fails on anything the fixtures did not expect, as it does for API paths.
      page.visual?.unhandled.push(`frame ${type}`)
      return
    }
    const reply = answer.ok
      ? { type: `@w3m-frame/${type}_SUCCESS`, id: data.id, payload: answer.payload }
      : { type: `@w3m-frame/${type}_ERROR`, id: data.id, payload: { message: answer.message } }
    parent.postMessage(reply, parentOrigin)
    if (type === 'RELOAD') location.reload()
  })
  parent.postMessage({ type: '@w3m-frame/READY', version: 4 }, parentOrigin)
}

function serveSocialWindow(opener: Window): void {
  const page = pageOf(opener)
  if (!page) return
  document.title = 'Sign in (fixture)'
  // The connecting state: the visitor has not answered yet, so the window says nothing.
  if (scriptOf(page.url).socialDenied) {
    opener.postMessage({ type: '@portico-social/RESULT', error: 'denied' }, location.origin)
  }
}

const params = new URLSearchParams(location.search)
const parentOrigin = params.get('origin')
// Only the fixture page itself may talk to this frame: its origin is the frame's own.
if (window.parent !== window && parentOrigin === location.origin) {
  serveFrame(window.parent, parentOrigin)
} else if (params.has('social') && window.opener) {
  serveSocialWindow(window.opener as Window)
}
