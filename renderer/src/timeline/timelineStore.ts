import { makeAutoObservable, observableShallow, reaction } from 'mobx'
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

/** How many lines the timeline keeps (oldest dropped first; pinned lines are kept apart). */
const LIMIT = 2_000

/**
 * JSON-RPC calls a page repeats on a timer (the RPC gateway's `net_listening` health checks,
 * head and chain-id reads) that answered 200: muted unless QA asks for them. A failed one is
 * never muted.
 */
const POLLING =
  /\b(net_listening|net_version|eth_chainId|eth_blockNumber|eth_getBlockByNumber) → 200\b/

/** Whether a line is periodic polling (see POLLING). */
export function isPolling(entry: TimelineEntry): boolean {
  return entry.kind === 'http' && POLLING.test(entry.title)
}

/**
 * One view of what happened, in the demo page's virtual time: what the page reports (Portico's
 * events, views, HTTP, wallet RPC, transactions) plus the lab's own simulator starts and stops.
 * QA filters it by kind and by text, sees periodic polling only when asked, pins the lines
 * that matter (kept whatever the filters and however long the log grows), and exports it as
 * JSON for a bug report.
 *
 * @example
 * ```ts
 * const timeline = new TimelineStore(lab, () => frame.clockNow)
 * timeline.add({ at: 0, kind: 'http', title: 'GET /v1/wallets → 200 (3 ms)' })
 * timeline.toggle('http') // hide HTTP lines
 * timeline.setQuery('wallets') // only lines that mention it
 * ```
 */
export class TimelineStore {
  entries: TimelineEntry[] = []
  hidden = new Set<TimelineKind>()
  /** Text a shown line must contain (case-insensitive, in its kind, title or detail). */
  query = ''
  showPolling = false
  /** Pinned lines, in the order they happened. */
  pinned: TimelineEntry[] = []
  private readonly stop: () => void
  /** Each line's number in the order it was added: the panel's React key (see {@link keyOf}). */
  private readonly keys = new WeakMap<TimelineEntry, number>()
  private added = 0

  constructor(lab: LabStore, virtualNow: () => number | undefined) {
    // Lines are kept as given (shallow): they never change once added, and a deep copy would
    // give each one an identity other than the object `keyOf` numbered.
    makeAutoObservable<TimelineStore, 'stop' | 'keys' | 'added'>(this, {
      stop: false,
      keys: false,
      added: false,
      entries: observableShallow,
      pinned: observableShallow,
    })
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
    const query = this.query.trim().toLowerCase()
    return this.entries.filter(
      (entry) =>
        !this.hidden.has(entry.kind) &&
        (this.showPolling || !isPolling(entry)) &&
        (query === '' ||
          `${entry.kind} ${entry.title} ${entry.detail ?? ''}`.toLowerCase().includes(query)),
    )
  }

  /** How many kept lines are polling the filters hide. */
  get mutedPolling(): number {
    return this.showPolling ? 0 : this.entries.filter(isPolling).length
  }

  isPinned(entry: TimelineEntry): boolean {
    return this.pinned.includes(entry)
  }

  /** Pins a line, or unpins it if it is pinned. */
  togglePin(entry: TimelineEntry): void {
    if (this.isPinned(entry)) this.pinned = this.pinned.filter((pinned) => pinned !== entry)
    else this.pinned = [...this.pinned, entry].sort((a, b) => a.at - b.at)
  }

  setQuery(query: string): void {
    this.query = query
  }

  setShowPolling(show: boolean): void {
    this.showPolling = show
  }

  /**
   * A line's stable key: its number in the order lines were added. The panel draws the newest
   * first, so a position-based key changed on every line at every add, and React rebuilt all
   * the drawn lines each time the page reported anything (most of the lab page's CPU in a
   * replay).
   */
  keyOf(entry: TimelineEntry): number {
    return this.keys.get(entry) ?? 0
  }

  add(entry: TimelineEntry): void {
    this.added += 1
    this.keys.set(entry, this.added)
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

  /** The pinned lines, then the visible ones, as pretty JSON, times as ISO strings. */
  toJson(): string {
    const line = (entry: TimelineEntry) => ({ ...entry, at: new Date(entry.at).toISOString() })
    const pinned = this.pinned.map((entry) => ({ ...line(entry), pinned: true }))
    const lines = this.visible.filter((entry) => !this.isPinned(entry)).map(line)
    return JSON.stringify([...pinned, ...lines], null, 2)
  }

  dispose(): void {
    this.stop()
  }
}
