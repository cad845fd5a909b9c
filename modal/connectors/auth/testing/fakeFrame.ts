import { ManualClock } from '../../../core/clock/manualClock'
import { silentLogger } from '../../../core/deps'
import { FrameClient } from '../frameClient'
import { FRAME_PREFIX, type FrameRequestType } from '../frameMessages'

export const SITE_ORIGIN = 'https://site.test'
export const AUTH_URL = 'https://auth.test'

/** A request the page posted to the frame. */
export interface SentMessage {
  type: string
  id: string
  payload: unknown
  targetOrigin: string
}

/** A scripted reply; undefined leaves the request unanswered (a wait on the visitor). */
export type FrameAnswer = (
  payload: unknown,
) => { ok: true; payload: unknown } | { ok: false; message?: string } | undefined
/** The scripted replies of a fake frame, by request type. */
export type FrameAnswers = Partial<Record<FrameRequestType, FrameAnswer>>

/**
 * A page window and an auth frame that never touch a network: the page's `postMessage` to the
 * frame is recorded, and the test (or `answers`) replies as the frame would, from its origin
 * and window. Lets the frame client's checks be driven message by message.
 */
export function createFakeFrame(answers: FrameAnswers = {}, options: { autoReady?: boolean } = {}) {
  const sent: SentMessage[] = []
  const listeners = new Set<(event: MessageEvent) => void>()
  let mounted: { src: string } | undefined
  const frameWindow = {
    postMessage(data: { type: string; id: string; payload: unknown }, targetOrigin: string) {
      sent.push({ ...data, targetOrigin })
      const type = data.type.replace('@w3m-app/', '') as FrameRequestType
      const answer = answers[type]
      if (!answer) return
      const result = answer(data.payload)
      if (!result) return
      queueMicrotask(() =>
        reply(
          result.ok
            ? { type: `${FRAME_PREFIX}${type}_SUCCESS`, id: data.id, payload: result.payload }
            : {
                type: `${FRAME_PREFIX}${type}_ERROR`,
                id: data.id,
                payload: result.message ? { message: result.message } : {},
              },
        ),
      )
    },
  }
  const iframe = {
    src: '',
    title: '',
    tabIndex: 0,
    style: { cssText: '' },
    contentWindow: frameWindow,
    setAttribute() {},
    remove() {
      mounted = undefined
    },
  }
  /** The provider window `window.open` hands out (social login). */
  const popup = {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      popup.closed = true
    },
  }
  const page = {
    open: () => popup,
    location: { origin: SITE_ORIGIN },
    document: {
      body: {
        appendChild(element: typeof iframe) {
          mounted = { src: element.src }
          if (options.autoReady)
            queueMicrotask(() => reply({ type: `${FRAME_PREFIX}READY`, version: 4 }))
        },
      },
      createElement: () => iframe,
    },
    addEventListener: (_: string, listener: (event: MessageEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MessageEvent) => void) =>
      listeners.delete(listener),
  } as unknown as Window

  /** Delivers `data` to the page as a window message, from the frame unless told otherwise. */
  function reply(data: unknown, from: { origin?: string; source?: unknown } = {}) {
    const event = {
      data,
      origin: from.origin ?? new URL(AUTH_URL).origin,
      source: 'source' in from ? from.source : frameWindow,
    } as MessageEvent
    for (const listener of listeners) listener(event)
  }

  return {
    page,
    frameWindow,
    popup,
    sent,
    reply,
    ready: (version = 4) => reply({ type: `${FRAME_PREFIX}READY`, version }),
    get mounted() {
      return mounted
    },
    get listening() {
      return listeners.size > 0
    },
  }
}

/** A frame client over {@link createFakeFrame}, on a manual clock. */
export function createTestFrameClient(answers?: Parameters<typeof createFakeFrame>[0]) {
  const fake = createFakeFrame(answers)
  const clock = new ManualClock(0)
  const client = new FrameClient({
    authUrl: AUTH_URL,
    window: fake.page,
    clock,
    logger: silentLogger,
    random: () => 0.5,
  })
  return { fake, clock, client }
}
