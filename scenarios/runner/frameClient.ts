import type { RecordedAction } from '../recorded/recording'
import {
  type FrameToLab,
  type LabToFrame,
  labToFrameSchema,
  type PanelAction,
  type TimelineEntry,
} from './frameProtocol'
import type { ScenarioReport } from './report'

/** The host page's side of the lab link: simulator commands, clock steps, reports. */
export interface FrameLabClient {
  command(name: string, command: string, params?: unknown): Promise<unknown>
  report(report: ScenarioReport): void
  /** Tells the lab what time the page's virtual clock shows. */
  clockNow(now: number): void
  onAdvanceClock(listener: (ms: number) => void): () => void
  /** Answers the lab panels' requests (wallet settings, the pairing link). */
  onPanel(handler: (action: PanelAction, params: unknown) => unknown): void
  /** QA pressed Pause (true) or Resume (false) in the lab. */
  onClockMode(listener: (paused: boolean) => void): () => void
  /** Resolves when QA presses "Next step" (step-through). */
  nextStep(): Promise<void>
  /** QA pressed Record (true) or Stop (false); pick-text mode on or off. */
  onRecord(listener: (on: boolean) => void): () => void
  onPickText(listener: (on: boolean) => void): () => void
  /** Sends one recorded action, or says the page is ready to record. */
  recorded(action: RecordedAction): void
  recordingReady(): void
  /** Adds a line to the lab's timeline. */
  timeline(entry: TimelineEntry): void
  dispose(): void
}

/**
 * The lab page's origin: `labOrigin` from this page's URL when the lab serves the page from
 * its own origin (a loopback http origin only), else this page's origin (same-origin lab).
 */
export function labOriginOf(win: Window): string {
  const given = new URL(win.location.href).searchParams.get('labOrigin')
  const loopback = /^http:\/\/(127\.0\.0\.1|localhost):\d{1,5}$/
  return given && loopback.test(given) ? given : win.location.origin
}

/**
 * Talks to the lab page that framed this one. Messages are accepted only from the parent
 * window, from the lab's origin ({@link labOriginOf}), and only when they match the
 * protocol's schema; messages are posted to that origin only.
 *
 * @example
 * ```ts
 * const lab = connectToLab(window)
 * await lab.command('blockchain-api', 'setFault', { key: 'GET /v1/account/:address/balance', status: 500 })
 * ```
 */
export function connectToLab(win: Window): FrameLabClient {
  const parent = win.parent
  const origin = labOriginOf(win)
  let panel: ((action: PanelAction, params: unknown) => unknown) | undefined
  let nextId = 1
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>()
  const clockListeners = new Set<(ms: number) => void>()
  const modeListeners = new Set<(paused: boolean) => void>()
  let stepWaiters: (() => void)[] = []
  const recordListeners = new Set<(on: boolean) => void>()
  const pickListeners = new Set<(on: boolean) => void>()
  const post = (message: FrameToLab) => parent.postMessage(message, origin)

  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent || event.origin !== origin) return
    const parsed = labToFrameSchema.safeParse(event.data)
    if (!parsed.success) return
    const message: LabToFrame = parsed.data
    if (message.type === 'portico-lab:advance-clock') {
      for (const listener of clockListeners) listener(message.ms)
      return
    }
    if (message.type === 'portico-lab:panel') {
      const { id, action, params } = message
      void Promise.resolve()
        .then(() => {
          if (!panel) throw new Error('the host page has no lab panel')
          return panel(action, params)
        })
        .then(
          (result) => post({ type: 'portico-lab:panel-reply', id, ok: true, result }),
          (error: unknown) => {
            const text = error instanceof Error ? error.message : String(error)
            post({ type: 'portico-lab:panel-reply', id, ok: false, error: text })
          },
        )
      return
    }
    if (message.type === 'portico-lab:next-step') {
      const waiters = stepWaiters
      stepWaiters = []
      for (const resolve of waiters) resolve()
      return
    }
    if (message.type === 'portico-lab:record') {
      for (const listener of recordListeners) listener(message.on)
      return
    }
    if (message.type === 'portico-lab:pick-text') {
      for (const listener of pickListeners) listener(message.on)
      return
    }
    if (message.type === 'portico-lab:clock-mode') {
      for (const listener of modeListeners) listener(message.paused)
      return
    }
    const waiter = pending.get(message.id)
    pending.delete(message.id)
    if (message.ok) waiter?.resolve(message.result)
    else waiter?.reject(new Error(message.error ?? 'lab command failed'))
  }
  win.addEventListener('message', onMessage)
  post({ type: 'portico-lab:ready' })

  return {
    command(name, command, params) {
      const id = nextId++
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject })
        post({ type: 'portico-lab:command', id, name, command, params })
      })
    },
    report: (report) => post({ type: 'portico-lab:report', report }),
    clockNow: (now) => post({ type: 'portico-lab:clock-now', now }),
    onAdvanceClock(listener) {
      clockListeners.add(listener)
      return () => clockListeners.delete(listener)
    },
    onPanel(handler) {
      panel = handler
    },
    onClockMode(listener) {
      modeListeners.add(listener)
      return () => modeListeners.delete(listener)
    },
    onRecord(listener) {
      recordListeners.add(listener)
      return () => recordListeners.delete(listener)
    },
    onPickText(listener) {
      pickListeners.add(listener)
      return () => pickListeners.delete(listener)
    },
    recorded: (action) => post({ type: 'portico-lab:recorded', action }),
    recordingReady: () => post({ type: 'portico-lab:recording-ready' }),
    nextStep: () => new Promise<void>((resolve) => stepWaiters.push(resolve)),
    timeline: (entry) => post({ type: 'portico-lab:timeline', entry }),
    dispose: () => win.removeEventListener('message', onMessage),
  }
}
