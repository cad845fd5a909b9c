import type { RecordedAction } from '../../../scenarios/recorded/recording'
import {
  type FrameToLab,
  frameToLabSchema,
  type LabToFrame,
  type PanelAction,
  type TimelineEntry,
} from '../../../scenarios/runner/frameProtocol'
import type { ScenarioReport } from '../../../scenarios/runner/report'

export interface FrameLinkHandlers {
  command(name: string, command: string, params: unknown): Promise<unknown>
  onReport(report: ScenarioReport): void
  onReady(): void
  onClockNow(now: number): void
  onTimeline(entry: TimelineEntry): void
  onRecorded(action: RecordedAction): void
  onRecordingReady(): void
}

/** What the lab sends to the demo frame. */
export interface FrameLink {
  advanceClock(ms: number): void
  setClockPaused(paused: boolean): void
  /** Step-through: lets the paused replay run its next step. */
  nextStep(): void
  /** Recorder: start or stop capturing, and pick the next clicked text as a check. */
  setRecording(on: boolean): void
  setPicking(on: boolean): void
  /** Asks the host page's side of the lab panels; rejects after PANEL_TIMEOUT_MS. */
  panel(action: PanelAction, params?: unknown): Promise<unknown>
  dispose(): void
}

/** How long a panel request waits for the host page (it may be reloading). */
const PANEL_TIMEOUT_MS = 2_000

/**
 * The lab page's side of the link to the host iframe. Only messages from that iframe's window,
 * from the host page's origin (`frameOrigin`: its own port in browser mode) and of the
 * protocol's shape are acted on; the rest are dropped. Messages go to that origin only.
 */
export function linkFrame(
  win: Window,
  frame: () => Window | null | undefined,
  handlers: FrameLinkHandlers,
  frameOrigin: () => string | undefined = () => win.location.origin,
): FrameLink {
  // The frame window the host page has spoken from. A new frame starts as about:blank on the
  // lab's own origin until the page loads: a message to the page's origin then is dropped, and
  // the browser logs a warning. So nothing is sent to a window before the page has spoken.
  let readyWindow: Window | undefined
  const linked = (): Window | undefined => {
    const target = frame()
    return target && target === readyWindow ? target : undefined
  }
  const send = (message: LabToFrame) => {
    const origin = frameOrigin()
    if (origin) linked()?.postMessage(message, origin)
  }
  let nextId = 1
  const pending = new Map<
    number,
    (reply: { ok: boolean; result?: unknown; error?: string }) => void
  >()
  const onMessage = async (event: MessageEvent) => {
    const source = frame()
    if (!source || event.source !== source || event.origin !== frameOrigin()) return
    const parsed = frameToLabSchema.safeParse(event.data)
    if (!parsed.success) return
    const message: FrameToLab = parsed.data
    // A message of the protocol from the page's origin: the host page has loaded in it.
    readyWindow = source
    switch (message.type) {
      case 'portico-lab:ready':
        return handlers.onReady()
      case 'portico-lab:report':
        return handlers.onReport(message.report)
      case 'portico-lab:clock-now':
        return handlers.onClockNow(message.now)
      case 'portico-lab:panel-reply': {
        const settle = pending.get(message.id)
        pending.delete(message.id)
        return settle?.(message)
      }
      case 'portico-lab:timeline':
        return handlers.onTimeline(message.entry)
      case 'portico-lab:recorded':
        return handlers.onRecorded(message.action as RecordedAction)
      case 'portico-lab:recording-ready':
        return handlers.onRecordingReady()
      case 'portico-lab:command':
        try {
          const result = await handlers.command(message.name, message.command, message.params)
          send({ type: 'portico-lab:reply', id: message.id, ok: true, result })
        } catch (error) {
          const text = error instanceof Error ? error.message : String(error)
          send({ type: 'portico-lab:reply', id: message.id, ok: false, error: text })
        }
    }
  }
  win.addEventListener('message', onMessage)
  return {
    advanceClock: (ms) => send({ type: 'portico-lab:advance-clock', ms }),
    panel(action, params) {
      if (!linked()) return Promise.reject(new Error('the host page is not ready yet'))
      const id = nextId++
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id)
          reject(new Error('the host page did not answer'))
        }, PANEL_TIMEOUT_MS)
        pending.set(id, (reply) => {
          clearTimeout(timer)
          if (reply.ok) resolve(reply.result)
          else reject(new Error(reply.error ?? 'the host page refused'))
        })
        send({ type: 'portico-lab:panel', id, action, params })
      })
    },
    setClockPaused: (paused) => send({ type: 'portico-lab:clock-mode', paused }),
    nextStep: () => send({ type: 'portico-lab:next-step' }),
    setRecording: (on) => send({ type: 'portico-lab:record', on }),
    setPicking: (on) => send({ type: 'portico-lab:pick-text', on }),
    dispose: () => win.removeEventListener('message', onMessage),
  }
}
