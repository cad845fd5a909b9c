import { makeAutoObservable, runInAction } from 'mobx'
import type { SentEmail } from '../../../simulators/frame/authProvider'
import type { LabStore } from '../lab/labStore'

/** How often the inbox asks the auth frame for new mail (real time: this is the lab UI). */
export const INBOX_POLL_MS = 1000

/**
 * The lab's inbox: every e-mail the simulated auth provider sent (one-time codes and device
 * links), newest first, polled from the `auth-frame` simulator while it runs.
 *
 * @example
 * ```ts
 * const inbox = new InboxStore(lab)
 * inbox.start()
 * inbox.emails[0]?.code
 * ```
 */
export class InboxStore {
  emails: SentEmail[] = []
  private timer: ReturnType<typeof setInterval> | undefined

  constructor(private readonly lab: Pick<LabStore, 'status' | 'command'>) {
    makeAutoObservable<InboxStore, 'lab' | 'timer'>(this, { lab: false, timer: false })
  }

  start(): void {
    this.stop()
    void this.refresh()
    this.timer = setInterval(() => void this.refresh(), INBOX_POLL_MS)
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = undefined
  }

  async refresh(): Promise<void> {
    if (this.lab.status('auth-frame')?.state !== 'running') return
    const sent = (await this.lab.command('auth-frame', 'inbox').catch(() => undefined)) as
      | SentEmail[]
      | undefined
    if (!Array.isArray(sent)) return
    runInAction(() => {
      this.emails = [...sent].reverse()
    })
  }
}
