import { makeAutoObservable, reaction } from 'mobx'
import type { TimelineEntry } from '../../../scenarios/runner/frameProtocol'
import type { LabStore } from '../lab/labStore'

export type TimelineKind = TimelineEntry['kind']

/** Every kind of line, in the order the filters list them. */
export const TIMELINE_KINDS: readonly TimelineKind[] = [
  'event',
  'view',
  'http',
  'wallet',
  'chain',
  'relay',
  'simulator',
  'clock',
]

/** How many lines the timeline keeps (oldest dropped first). */
const LIMIT = 2_000

/**
 * One view of what happened, in the demo page's virtual time: what the page reports (Portico's
 * events, views, HTTP, wallet RPC, transactions) plus the lab's own simulator starts and stops.
 * QA filters it by kind and exports it as JSON for a bug report.
 *
 * @example
 * ```ts
 * const timeline = new TimelineStore(lab, () => frame.clockNow)
 * timeline.add({ at: 0, kind: 'http', title: 'GET /v1/wallets → 200 (3 ms)' })
 * timeline.toggle('http') // hide HTTP lines
 * ```
 */
export class TimelineStore {
  entries: TimelineEntry[] = []
  hidden = new Set<TimelineKind>()
  private readonly stop: () => void

  constructor(lab: LabStore, virtualNow: () => number | undefined) {
    makeAutoObservable<TimelineStore, 'stop'>(this, { stop: false })
    this.stop = reaction(
      () => lab.lifecycle.length,
      (length, previous = 0) => {
        for (const change of lab.lifecycle.slice(previous, length)) {
          this.add({
            at: virtualNow() ?? change.at,
            kind: 'simulator',
            title: `${change.name} ${change.state}`,
          })
        }
      },
    )
  }

  get visible(): TimelineEntry[] {
    return this.entries.filter((entry) => !this.hidden.has(entry.kind))
  }

  add(entry: TimelineEntry): void {
    this.entries.push(entry)
    if (this.entries.length > LIMIT) this.entries.splice(0, this.entries.length - LIMIT)
  }

  toggle(kind: TimelineKind): void {
    if (this.hidden.has(kind)) this.hidden.delete(kind)
    else this.hidden.add(kind)
  }

  clear(): void {
    this.entries = []
  }

  /** The visible lines as pretty JSON, times as ISO strings. */
  toJson(): string {
    const lines = this.visible.map((entry) => ({ ...entry, at: new Date(entry.at).toISOString() }))
    return JSON.stringify(lines, null, 2)
  }

  dispose(): void {
    this.stop()
  }
}
