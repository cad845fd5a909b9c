import type { ScenarioReport } from './report'
import { RELOAD, type Scenario } from './scenario'

/** Where a replay that reloads the page keeps its place (sessionStorage in the lab). */
export interface ProgressStore {
  load(): ScenarioReport | undefined
  save(report: ScenarioReport | undefined): void
}

export interface RunOptions {
  /** Called after every change, so a panel can show progress live. */
  onReport?: (report: ScenarioReport) => void
  progress?: ProgressStore
  /** Reloads the page; the runner resumes from `progress` on the next load. */
  reload?: () => void
  now?: () => number
  /**
   * Awaited before each step (step-through in the lab: QA presses "Next step"). The report
   * says `paused: true` while it waits.
   */
  beforeStep?: (index: number) => Promise<void>
}

function freshReport<C>(scenario: Scenario<C>): ScenarioReport {
  return {
    id: scenario.id,
    status: 'running',
    steps: scenario.steps.map((s) => ({ title: s.title, status: 'pending' })),
  }
}

/**
 * Replays a scenario step by step. Stops at the first failing step and reports it; the
 * remaining steps stay "pending". A step that returns RELOAD saves the report and reloads;
 * calling `runScenario` again on the next page load resumes after that step.
 *
 * @example
 * ```ts
 * const report = await runScenario(scenario, context, { onReport: render })
 * report.status // 'passed' | 'failed'
 * ```
 */
export async function runScenario<C>(
  scenario: Scenario<C>,
  context: C,
  options: RunOptions = {},
): Promise<ScenarioReport> {
  const now = options.now ?? (() => performance.now())
  const saved = options.progress?.load()
  const report =
    saved?.id === scenario.id && saved.status === 'running' ? saved : freshReport(scenario)
  options.progress?.save(undefined)
  const publish = () => options.onReport?.(structuredClone(report))

  for (const [index, current] of scenario.steps.entries()) {
    const entry = report.steps[index]!
    if (entry.status === 'passed') continue
    if (options.beforeStep) {
      report.paused = true
      publish()
      await options.beforeStep(index)
      delete report.paused
    }
    entry.status = 'running'
    publish()
    const started = now()
    try {
      const outcome = await current.run(context)
      entry.status = 'passed'
      entry.ms = Math.round(now() - started)
      if (outcome === RELOAD) {
        if (!options.reload || !options.progress) throw new Error('this runner cannot reload')
        options.progress.save(report)
        publish()
        options.reload()
        return report
      }
    } catch (error) {
      entry.status = 'failed'
      entry.ms = Math.round(now() - started)
      entry.error = error instanceof Error ? error.message : String(error)
      report.status = 'failed'
      publish()
      return report
    }
    publish()
  }
  report.status = 'passed'
  publish()
  return report
}
