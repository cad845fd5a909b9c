import type { RecordedAction } from '../../../scenarios/recorded/recording'
import {
  type FrameToLab,
  frameToLabSchema,
  type LabToFrame,
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
  dispose(): void
}

/**
 * The lab page's side of the link to the host iframe. Only messages from that iframe's window,
 * from the lab's own origin and of the protocol's shape are acted on; the rest are dropped.
 */
export function linkFrame(
  win: Window,
  frame: () => Window | null | undefined,
  handlers: FrameLinkHandlers,
): FrameLink {
  const origin = win.location.origin
  const send = (message: LabToFrame) => frame()?.postMessage(message, origin)
  const onMessage = async (event: MessageEvent) => {
    const source = frame()
    if (!source || event.source !== source || event.origin !== origin) return
    const parsed = frameToLabSchema.safeParse(event.data)
    if (!parsed.success) return
    const message: FrameToLab = parsed.data
    switch (message.type) {
      case 'portico-lab:ready':
        return handlers.onReady()
      case 'portico-lab:report':
        return handlers.onReport(message.report)
      case 'portico-lab:clock-now':
        return handlers.onClockNow(message.now)
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
    setClockPaused: (paused) => send({ type: 'portico-lab:clock-mode', paused }),
    nextStep: () => send({ type: 'portico-lab:next-step' }),
    setRecording: (on) => send({ type: 'portico-lab:record', on }),
    setPicking: (on) => send({ type: 'portico-lab:pick-text', on }),
    dispose: () => win.removeEventListener('message', onMessage),
  }
}
