/**
 * A scenario is a deterministic script QA can trust: it names the simulators it needs, the
 * faults and clock steps it applies, and the outcome it expects. The same file is replayed by a
 * click in the lab and by Playwright; both read the same step-by-step report.
 *
 * @example
 * ```ts
 * export default defineScenario({
 *   id: 'balance-500',
 *   title: 'Balance endpoint answers 500',
 *   simulators: ['anvil', 'blockchain-api'],
 *   expected: '"Token Balance Unavailable"; retry refused within 30 s',
 *   steps: [
 *     step('the balance endpoint fails', (ctx) => ctx.lab.command('blockchain-api', 'setFault', …)),
 *   ],
 * })
 * ```
 */
export interface Scenario<Context> {
  /** Stable, URL-safe id (used in `?scenario=` and in Playwright spec names). */
  id: string
  title: string
  /** Simulators that must be running before the first step. */
  simulators: readonly string[]
  /** The outcome, in a sentence QA can check by eye. */
  expected: string
  steps: readonly ScenarioStep<Context>[]
}

export interface ScenarioStep<Context> {
  title: string
  /**
   * Does one thing and checks it. Throwing fails the step (and the scenario). A step that
   * reloads the page returns {@link RELOAD}: the runner saves its place and resumes after it.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a step may return nothing (void) or RELOAD
  run(context: Context): Promise<void | typeof RELOAD> | void | typeof RELOAD
}

/** Returned by a step that needs the page reloaded before the next step. */
export const RELOAD = Symbol('reload')

export function step<Context>(
  title: string,
  run: ScenarioStep<Context>['run'],
): ScenarioStep<Context> {
  return { title, run }
}

export function defineScenario<Context>(scenario: Scenario<Context>): Scenario<Context> {
  if (!/^[a-z0-9-]+$/.test(scenario.id)) throw new Error(`bad scenario id "${scenario.id}"`)
  if (scenario.steps.length === 0) throw new Error(`scenario "${scenario.id}" has no steps`)
  return scenario
}

/** Fails a step with a message QA can read. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message)
}
