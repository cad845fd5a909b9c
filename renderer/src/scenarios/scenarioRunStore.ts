import { makeAutoObservable, reaction, runInAction } from 'mobx'
import type { ScenarioReport } from '../../../scenarios/runner/report'
import type { HostFrameStore } from '../hostFrame/hostFrameStore'

/** The totals of a Run all, for its summary. */
export interface RunSummary {
  total: number
  passed: number
  failed: number
  done: number
}

/**
 * Runs scenarios in the demo frame one at a time: one (Run) or all of them in order (Run all),
 * keeping each finished report so it shows next to its scenario, and the totals of the batch.
 * Before each scenario, and once after a batch's last, `prepare` puts the lab back in its
 * known state (chains reverted, faults cleared, stubs reset), so every scenario starts from
 * the same world whatever ran before it, and Run all leaves the lab as it found it.
 *
 * @example
 * ```ts
 * const runs = new ScenarioRunStore(frame, () => lab.command('lab-state', 'restore'))
 * runs.runAll(scenarios.map((s) => s.id))
 * runs.summary // { total: 60, passed: 3, failed: 0, done: 3 }
 * ```
 */
export class ScenarioRunStore {
  /** The last finished report of every scenario that ran. */
  results = new Map<string, ScenarioReport>()
  queue: string[] = []
  batch: string[] = []
  /** The scenario whose known state is being restored before it starts. */
  preparing: string | undefined = undefined
  /** How the batch was ordered ('listed order', 'shuffled (seed 7)'). */
  order = 'listed order'
  /** A batch has ended: the lab is back in its known state (true) or could not be (false). */
  restored: boolean | undefined = undefined
  private starts = 0
  private readonly stop: () => void

  constructor(
    private readonly frame: HostFrameStore,
    /** Restores the known state; resolves false when it could not. */
    private readonly prepare: () => Promise<boolean> = async () => true,
  ) {
    makeAutoObservable<ScenarioRunStore, 'frame' | 'stop' | 'prepare' | 'starts'>(this, {
      starts: false,
      frame: false,
      stop: false,
      prepare: false,
    })
    this.stop = reaction(
      () => frame.report,
      (report) => {
        if (report && report.status !== 'running') this.finish(report)
      },
    )
  }

  /** The report to show for `id`: live while it runs, then its last result. */
  reportOf(id: string): ScenarioReport | undefined {
    if (this.frame.scenarioId === id && this.frame.report) return this.frame.report
    return this.results.get(id)
  }

  get running(): boolean {
    if (this.preparing !== undefined) return true
    const report = this.frame.report
    return this.frame.scenarioId !== undefined && (!report || report.status === 'running')
  }

  /** The batch's failed scenarios, in run order. */
  get failures(): string[] {
    return this.batch.filter((id) => this.results.get(id)?.status === 'failed')
  }

  get summary(): RunSummary | undefined {
    if (this.batch.length === 0) return undefined
    const reports = this.batch.map((id) => this.results.get(id)).filter((r) => r !== undefined)
    const passed = reports.filter((r) => r.status === 'passed').length
    return {
      total: this.batch.length,
      passed,
      failed: reports.length - passed,
      done: reports.length,
    }
  }

  run(id: string): void {
    this.queue = []
    this.batch = []
    this.restored = undefined
    this.results.delete(id)
    void this.start(id)
  }

  /** Runs `ids` in turn; `order` says how they were ordered, for the summary. */
  runAll(ids: readonly string[], order = 'listed order'): void {
    this.order = order
    this.batch = [...ids]
    this.restored = undefined
    for (const id of ids) this.results.delete(id)
    this.queue = ids.slice(1)
    if (ids[0]) void this.start(ids[0])
  }

  dispose(): void {
    this.stop()
  }

  private finish(report: ScenarioReport): void {
    if (report.id !== this.frame.scenarioId || this.results.get(report.id) === report) return
    this.results.set(report.id, report)
    const next = this.queue.shift()
    if (next) void this.start(next)
    else if (this.batch.length > 0) {
      void this.prepare().then(
        (ok) => this.markRestored(ok),
        () => this.markRestored(false),
      )
    }
  }

  /** After a batch: the frame reloads on the restored lab, so it shows what QA starts from. */
  private markRestored(ok: boolean): void {
    this.restored = ok
    this.frame.reset()
  }

  /** Restores the known state, then replays `id` in a fresh frame. */
  private async start(id: string): Promise<void> {
    const ticket = ++this.starts
    this.preparing = id
    await this.prepare().catch(() => false)
    // A later Run (QA clicked another one meanwhile) wins.
    if (ticket !== this.starts) return
    runInAction(() => {
      this.preparing = undefined
      this.frame.replay(id)
    })
  }
}
