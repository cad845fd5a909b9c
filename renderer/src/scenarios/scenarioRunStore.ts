import { makeAutoObservable, reaction } from 'mobx'
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
 *
 * @example
 * ```ts
 * const runs = new ScenarioRunStore(frame)
 * runs.runAll(scenarios.map((s) => s.id))
 * runs.summary // { total: 60, passed: 3, failed: 0, done: 3 }
 * ```
 */
export class ScenarioRunStore {
  /** The last finished report of every scenario that ran. */
  results = new Map<string, ScenarioReport>()
  queue: string[] = []
  batch: string[] = []
  private readonly stop: () => void

  constructor(private readonly frame: HostFrameStore) {
    makeAutoObservable<ScenarioRunStore, 'frame' | 'stop'>(this, { frame: false, stop: false })
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
    const report = this.frame.report
    return this.frame.scenarioId !== undefined && (!report || report.status === 'running')
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
    this.results.delete(id)
    this.frame.replay(id)
  }

  runAll(ids: readonly string[]): void {
    this.batch = [...ids]
    for (const id of ids) this.results.delete(id)
    this.queue = ids.slice(1)
    if (ids[0]) this.frame.replay(ids[0])
  }

  dispose(): void {
    this.stop()
  }

  private finish(report: ScenarioReport): void {
    if (report.id !== this.frame.scenarioId || this.results.get(report.id) === report) return
    this.results.set(report.id, report)
    const next = this.queue.shift()
    if (next) this.frame.replay(next)
  }
}
