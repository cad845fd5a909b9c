import type { Clock, TimerId } from '../../core/clock/clock'
import type { Logger } from '../../core/deps'
import { featureError } from '../../core/errors/featureMessages'
import { PorticoError } from '../../core/errors/porticoError'
import {
  APP_PREFIX,
  FRAME_REQUEST_TIMEOUT_MS,
  type FramePayloads,
  type FrameReply,
  type FrameRequestType,
  parseFrameMessage,
} from './frameMessages'
import { frameTimeoutOf } from './frameTimeouts'

/** What the frame client needs from the page; all injected, so tests pass fakes. */
export interface FrameClientOptions {
  /** The auth provider's base URL; the frame is `${authUrl}/frame.html`. */
  authUrl: string
  /** The host page's window: where the frame is mounted and replies arrive. */
  window: Window
  clock: Clock
  logger: Logger
  /** Seeds the message ids, so that two instances on one page never share one. */
  random: () => number
  /** Time allowed for the frame to say READY before it counts as failed to load. */
  loadTimeoutMs?: number
}

interface Pending {
  type: FrameRequestType
  resolve(payload: unknown): void
  reject(error: PorticoError): void
  timer: TimerId | undefined
}

/**
 * The page side of the embedded wallet: a hidden iframe on the auth provider's origin, spoken
 * to by window messages (SPEC §7). Every request carries a fresh id and settles on the reply
 * with that id; e-mail, device, OTP, social and social-redirect requests time out after 30 s
 * on the injected clock, and so does every request the frame answers by itself
 * ({@link frameTimeoutOf}). An incoming message counts only when it comes from the frame's origin,
 * from the frame's own window, and fits the schema of its type; everything else is dropped.
 *
 * @example
 * ```ts
 * const frame = new FrameClient({ authUrl: 'https://auth.example', window, clock, logger, random })
 * await frame.load()
 * const { isConnected } = await frame.request('IS_CONNECTED', undefined)
 * ```
 */
export class FrameClient {
  /** The version the frame announced in READY, once loaded. */
  version: number | undefined
  private iframe: HTMLIFrameElement | undefined
  private loading: Promise<void> | undefined
  private onReady: (() => void) | undefined
  private readonly pending = new Map<string, Pending>()
  private readonly origin: string
  private nextId = 1
  private readonly session: string

  constructor(private readonly options: FrameClientOptions) {
    this.origin = new URL(options.authUrl).origin
    this.session = Math.floor(options.random() * 1e9).toString(36)
    this.handleMessage = this.handleMessage.bind(this)
  }

  /**
   * Mounts the hidden frame (once) and waits for its READY. Rejects with "Unable to load email
   * login dependency" when the frame does not answer in time, and unmounts it so a later call
   * tries again.
   *
   * @example
   * ```ts
   * await frame.load()
   * ```
   */
  load(): Promise<void> {
    this.loading ??= this.mount().catch((error: unknown) => {
      this.unmount()
      throw error
    })
    return this.loading
  }

  /**
   * Sends one request and resolves with its validated success payload. A frame error without a
   * message rejects with "An error occurred"; with one, that message is the details.
   *
   * @example
   * ```ts
   * const { action } = await frame.request('CONNECT_EMAIL', { email: 'ada@example.com' })
   * ```
   */
  request<T extends FrameRequestType>(type: T, payload: FramePayloads[T]): Promise<FrameReply<T>> {
    const target = this.iframe?.contentWindow
    if (!target) return Promise.reject(featureError('FRAME_NOT_SET', { details: type }))
    const id = `${this.session}-${this.nextId++}`
    return new Promise<FrameReply<T>>((resolve, reject) => {
      const timeoutMs = frameTimeoutOf(type)
      const timer =
        timeoutMs === undefined
          ? undefined
          : this.options.clock.setTimeout(
              () => this.settle(id)?.reject(new PorticoError('REQUEST_ABORTED', { details: type })),
              timeoutMs,
            )
      this.pending.set(id, { type, resolve: resolve as (p: unknown) => void, reject, timer })
      target.postMessage({ type: `${APP_PREFIX}${type}`, id, payload }, this.origin)
    })
  }

  /**
   * Reloads the frame: aborts what is in flight, asks for RELOAD and waits for the fresh page's
   * READY, so that no later request is posted to a page that is going away. A page that does
   * not come back within the load time fails like a first load and is removed.
   *
   * @example
   * ```ts
   * await frame.reload()
   * ```
   */
  async reload(): Promise<void> {
    this.abortAll()
    const ready = this.readyOrTimeout()
    ready.catch(() => undefined)
    try {
      await this.request('RELOAD', undefined)
      await ready
    } catch (error) {
      // A page that went away and never came back is unusable: removed, so a load starts over.
      this.destroy()
      throw error
    }
  }

  /**
   * Rejects every request in flight with "Request was aborted" (reload, sign out, teardown).
   *
   * @example
   * ```ts
   * frame.abortAll()
   * ```
   */
  abortAll(): void {
    for (const [id, { type }] of [...this.pending]) {
      this.settle(id)?.reject(new PorticoError('REQUEST_ABORTED', { details: type }))
    }
  }

  /**
   * Stops listening, aborts what is in flight and removes the frame.
   *
   * @example
   * ```ts
   * frame.destroy()
   * ```
   */
  destroy(): void {
    this.abortAll()
    this.unmount()
  }

  /** Exposed for tests: the checks every incoming message goes through. */
  handleMessage(event: MessageEvent): void {
    const frameWindow = this.iframe?.contentWindow
    if (event.origin !== this.origin || !frameWindow || event.source !== frameWindow) return
    const message = parseFrameMessage(event.data)
    if (!message) {
      this.options.logger.warn('auth frame: dropped a malformed message')
      return
    }
    if (message.kind === 'ready') {
      this.version = message.version
      this.onReady?.()
      return
    }
    const waiting = this.pending.get(message.id)
    if (!waiting || waiting.type !== message.request) return
    this.settle(message.id)
    if (message.kind === 'success') waiting.resolve(message.payload)
    else {
      const details = message.message
      waiting.reject(featureError('AN_ERROR_OCCURRED', details ? { details } : {}))
    }
  }

  private mount(): Promise<void> {
    const { window: win, authUrl } = this.options
    const body = win.document?.body
    if (!body) return Promise.reject(featureError('FRAME_PARENT_NOT_SET'))
    const iframe = win.document.createElement('iframe')
    const src = new URL('frame.html', `${authUrl.replace(/\/+$/, '')}/`)
    src.searchParams.set('origin', win.location.origin)
    iframe.src = src.href
    iframe.title = 'Embedded wallet'
    iframe.setAttribute('aria-hidden', 'true')
    iframe.tabIndex = -1
    iframe.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden'
    this.iframe = iframe
    win.addEventListener('message', this.handleMessage)
    const ready = this.readyOrTimeout()
    body.appendChild(iframe)
    return ready
  }

  /** Resolves on the next READY; "Unable to load email login dependency" after the load time. */
  private readyOrTimeout(): Promise<void> {
    const { clock } = this.options
    return new Promise<void>((resolve, reject) => {
      const timer = clock.setTimeout(() => {
        this.onReady = undefined
        reject(new PorticoError('EMAIL_LOGIN_DEPENDENCY', { details: 'no READY from the frame' }))
      }, this.options.loadTimeoutMs ?? FRAME_REQUEST_TIMEOUT_MS)
      this.onReady = () => {
        clock.clearTimeout(timer)
        this.onReady = undefined
        resolve()
      }
    })
  }

  private unmount(): void {
    this.options.window.removeEventListener('message', this.handleMessage)
    this.iframe?.remove()
    this.iframe = undefined
    this.loading = undefined
  }

  private settle(id: string): Pending | undefined {
    const waiting = this.pending.get(id)
    if (!waiting) return undefined
    this.pending.delete(id)
    this.options.clock.clearTimeout(waiting.timer)
    return waiting
  }
}
