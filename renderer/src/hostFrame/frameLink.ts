import {
  type FrameToLab,
  frameToLabSchema,
  type LabToFrame,
} from '../../../scenarios/runner/frameProtocol'
import type { ScenarioReport } from '../../../scenarios/runner/report'

export interface FrameLinkHandlers {
  command(name: string, command: string, params: unknown): Promise<unknown>
  onReport(report: ScenarioReport): void
  onReady(): void
  onClockNow(now: number): void
}

/**
 * The lab page's side of the link to the host iframe. Only messages from that iframe's window,
 * from the lab's own origin and of the protocol's shape are acted on; the rest are dropped.
 */
export function linkFrame(
  win: Window,
  frame: () => Window | null | undefined,
  handlers: FrameLinkHandlers,
): { advanceClock(ms: number): void; dispose(): void } {
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
    dispose: () => win.removeEventListener('message', onMessage),
  }
}
