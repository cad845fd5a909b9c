import { makeAutoObservable, runInAction } from 'mobx'
import type { RecordedAction, Recording } from '../../../scenarios/recorded/recording'
import type { HostFrameStore } from '../hostFrame/hostFrameStore'
import type { LabStore } from '../lab/labStore'

/** "Connect Alpha, see the name" → "recorded-connect-alpha-see-the-name". */
export function recordingId(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 50)
  return `recorded-${slug || 'untitled'}`
}

/**
 * The recorder: Record reloads the demo on a paused clock from a fresh visit; what QA does in
 * the page (clicks, typing, picked text) and in the lab (clock steps, faults, wallet settings)
 * becomes a list of actions; Save writes them as `scenarios/recorded/<id>.ts`.
 *
 * @example
 * ```ts
 * recorder.start()
 * recorder.note({ do: 'clock', ms: 30_000 })
 * await recorder.save('Balance retry after 30 s', 'the tokens show')
 * ```
 */
export class RecorderStore {
  recording = false
  ready = false
  picking = false
  actions: RecordedAction[] = []
  saved: { id: string; path: string } | undefined = undefined
  error: string | undefined = undefined

  constructor(
    private readonly lab: LabStore,
    private readonly frame: HostFrameStore,
  ) {
    makeAutoObservable<RecorderStore, 'lab' | 'frame'>(this, { lab: false, frame: false })
  }

  start(): void {
    this.actions = []
    this.saved = undefined
    this.error = undefined
    this.recording = true
    this.ready = false
    // Timers must not fire on their own while recording, or the replay would differ.
    this.frame.setClockPaused(true)
    this.frame.reset()
  }

  /** The reloaded demo page is linked: tell it to record (it resets to a fresh visit first). */
  onFrameReady(): void {
    if (this.recording) this.frame.link?.setRecording(true)
  }

  onRecordingReady(): void {
    this.ready = true
  }

  stop(): void {
    this.recording = false
    this.ready = false
    this.picking = false
    this.frame.link?.setRecording(false)
  }

  pickText(): void {
    this.picking = true
    this.frame.link?.setPicking(true)
  }

  /** Adds an action while recording; typing into the same box keeps only the final text. */
  note(action: RecordedAction): void {
    if (!this.recording) return
    if (action.do === 'expectText') this.picking = false
    const last = this.actions.at(-1)
    if (action.do === 'type' && last?.do === 'type' && last.name === action.name) {
      this.actions[this.actions.length - 1] = action
    } else {
      this.actions.push(action)
    }
  }

  async save(title: string, expected: string): Promise<void> {
    const recording: Recording = { id: recordingId(title), title, expected, actions: this.actions }
    try {
      const result = (await this.lab.bridge.call('simulators.command', {
        name: 'recorder',
        command: 'save',
        params: recording,
      })) as { path: string }
      runInAction(() => {
        this.saved = { id: recording.id, path: result.path }
        this.error = undefined
      })
    } catch (error) {
      runInAction(() => {
        this.error = error instanceof Error ? error.message : String(error)
      })
    }
  }
}
