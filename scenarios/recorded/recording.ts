import { freshVisit } from '../evm/evmSteps'
import type { LabScenarioContext } from '../runner/labScenarioContext'
import { defineScenario, type Scenario, type ScenarioStep, step } from '../runner/scenario'

/** One thing QA did while recording, as the replay repeats it. */
export type RecordedAction =
  | { do: 'click'; role: string; name: string }
  | { do: 'type'; name: string; text: string }
  | { do: 'expectText'; text: string }
  | { do: 'clock'; ms: number }
  | { do: 'fault'; simulator: string; key: string; rule: Record<string, unknown> }
  | { do: 'clearFaults'; simulator: string }
  | { do: 'wallet'; wallet: string; patch: Record<string, unknown> }

/** What the recorder writes: a scenario as plain data. */
export interface Recording {
  id: string
  title: string
  expected: string
  actions: RecordedAction[]
}

/** The simulators every recording needs (the demo page's own). */
const SIMULATORS = ['anvil', 'blockchain-api', 'wallet-api']

/** A step title QA can read in the report. */
export function describeAction(action: RecordedAction): string {
  switch (action.do) {
    case 'click':
      return `click the ${action.role} "${action.name}"`
    case 'type':
      return `type "${action.text}" into "${action.name}"`
    case 'expectText':
      return `the page shows "${action.text}"`
    case 'clock':
      return `the clock moves on ${action.ms} ms`
    case 'fault':
      return `${action.simulator} fails ${action.key === '*' ? 'every route' : action.key}`
    case 'clearFaults':
      return `${action.simulator} answers normally again`
    case 'wallet':
      return `${action.wallet} wallet set to ${JSON.stringify(action.patch)}`
  }
}

function actionStep(action: RecordedAction): ScenarioStep<LabScenarioContext> {
  return step(describeAction(action), async (ctx) => {
    switch (action.do) {
      case 'click':
        await ctx.ui.click(action.role, action.name)
        return
      case 'type':
        return ctx.ui.type(action.name, action.text)
      case 'expectText':
        return ctx.ui.waitForText(action.text)
      case 'clock':
        ctx.clock.advance(action.ms)
        return
      case 'fault':
        await ctx.lab.command(action.simulator, 'setFault', { key: action.key, ...action.rule })
        return
      case 'clearFaults':
        await ctx.lab.command(action.simulator, 'clearFaults')
        return
      case 'wallet': {
        const wallet = ctx.wallets[action.wallet as keyof LabScenarioContext['wallets']]
        if (!wallet) throw new Error(`no ${action.wallet} wallet on this page`)
        wallet.update(action.patch)
        return
      }
    }
  })
}

/**
 * Turns a recording into a scenario: a fresh visit (as recording started with), then each
 * action in order. Recorded files default-export one of these.
 *
 * @example
 * ```ts
 * export default recordedScenario({ id: 'recorded-connect', title: 'Connect', expected: '…',
 *   actions: [{ do: 'click', role: 'button', name: 'Connect Wallet' }] })
 * ```
 */
export function recordedScenario(recording: Recording): Scenario<LabScenarioContext> {
  return defineScenario<LabScenarioContext>({
    id: recording.id,
    title: recording.title,
    simulators: SIMULATORS,
    expected: recording.expected,
    steps: [freshVisit(), ...recording.actions.map(actionStep)],
  })
}

/** The TypeScript file the recorder writes for a recording. */
export function recordingSource(recording: Recording): string {
  return `// Recorded in the Portico lab. Replays with the lab's Run button and in e2e/scenarios.spec.ts.
import { recordedScenario } from './recording'

export default recordedScenario(${JSON.stringify(recording, null, 2)})
`
}
