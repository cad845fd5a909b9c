import { observer } from 'mobx-react-lite'
import type { HostFrameStore } from '../hostFrame/hostFrameStore'
import { scenarioAnchor } from './RunSummaryView'
import { ScenarioReportView } from './ScenarioReportView'
import type { ScenarioRunStore } from './scenarioRunStore'

/** What the list shows of one scenario. */
export interface ListedScenario {
  id: string
  title: string
  expected: string
}

/**
 * One area of the scenario list: its head (collapse, Run area) and, unless collapsed, each of
 * its scenarios with what QA should see and its report.
 */
export const ScenarioArea = observer(function ScenarioArea(props: {
  area: string
  scenarios: readonly ListedScenario[]
  collapsed: boolean
  onToggle: () => void
  frame: HostFrameStore
  runs: ScenarioRunStore
}) {
  const { area, scenarios, collapsed, onToggle, frame, runs } = props
  const listId = `area-${area.replace(/\W+/g, '-')}`
  return (
    <div className="area">
      <div className="scenario-head">
        <h3 className="scenario-title">
          <button
            type="button"
            className="disclosure"
            aria-expanded={!collapsed}
            aria-controls={listId}
            onClick={onToggle}
          >
            <span aria-hidden="true">{collapsed ? '▸' : '▾'}</span> {area}{' '}
            <span className="muted">({scenarios.length})</span>
          </button>
        </h3>
        <button
          type="button"
          onClick={() => runs.runAll(scenarios.map((s) => s.id))}
          aria-label={`Run all in ${area}`}
        >
          Run area
        </button>
      </div>
      {collapsed ? null : (
        <ul className="scenarios" id={listId}>
          {scenarios.map((scenario) => {
            const live = frame.scenarioId === scenario.id
            const report = runs.reportOf(scenario.id)
            return (
              <li
                key={scenario.id}
                id={scenarioAnchor(scenario.id)}
                className={live ? 'current' : undefined}
              >
                <div className="scenario-head">
                  <span className="scenario-title">{scenario.title}</span>
                  <button
                    type="button"
                    onClick={() => runs.run(scenario.id)}
                    aria-label={`Run ${scenario.title}`}
                  >
                    Run
                  </button>
                </div>
                <p className="expected">{scenario.expected}</p>
                {live || report ? (
                  <ScenarioReportView
                    report={report}
                    live={live}
                    onNextStep={() => frame.nextStep()}
                  />
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
})
