import { observer } from 'mobx-react-lite'
import { scenarios } from '../../../scenarios/index'
import { groupByArea } from '../../../scenarios/runner/areas'
import type { HostFrameStore } from '../hostFrame/hostFrameStore'
import { ScenarioReportView } from './ScenarioReportView'
import type { ScenarioRunStore } from './scenarioRunStore'

const groups = groupByArea(scenarios)
const listed = new Set(scenarios.map((s) => s.id))

/**
 * The scenarios by area, each with what QA should see. Run replays one in the demo frame,
 * Run all replays every one in turn with a summary; the report shows under the scenario.
 */
export const ScenarioPanel = observer(function ScenarioPanel(props: {
  frame: HostFrameStore
  runs: ScenarioRunStore
}) {
  const { frame, runs } = props
  const summary = runs.summary
  return (
    <section aria-labelledby="scenarios-title" className="panel scenarios-panel">
      <div className="panel-head">
        <h2 id="scenarios-title">Scenarios</h2>
        <button
          type="button"
          className="primary"
          onClick={() => runs.runAll(scenarios.map((s) => s.id))}
        >
          Run all
        </button>
        <label className="check">
          <input
            type="checkbox"
            checked={frame.stepThrough}
            onChange={(event) => frame.setStepThrough(event.target.checked)}
          />
          Step through (pause between steps)
        </label>
      </div>
      {summary ? (
        <p
          data-testid="run-summary"
          className={`summary ${summary.failed > 0 ? 'summary-failed' : 'summary-passed'}`}
          aria-live="polite"
        >
          {`Run all: ${summary.done} of ${summary.total} done, ${summary.passed} passed, ${summary.failed} failed`}
        </p>
      ) : null}
      {frame.scenarioId && !listed.has(frame.scenarioId) ? (
        // A recording saved this session is not in the built list yet; its report shows here.
        <div className="area current">
          <h3>{`Replaying ${frame.scenarioId}`}</h3>
          <ScenarioReportView
            report={runs.reportOf(frame.scenarioId)}
            live
            onNextStep={() => frame.nextStep()}
          />
        </div>
      ) : null}
      {groups.map((group) => (
        <div key={group.area} className="area">
          <div className="scenario-head">
            <h3 className="scenario-title">{group.area}</h3>
            <button
              type="button"
              onClick={() => runs.runAll(group.scenarios.map((s) => s.id))}
              aria-label={`Run all in ${group.area}`}
            >
              Run area
            </button>
          </div>
          <ul className="scenarios">
            {group.scenarios.map((scenario) => {
              const live = frame.scenarioId === scenario.id
              const report = runs.reportOf(scenario.id)
              return (
                <li key={scenario.id} className={live ? 'current' : undefined}>
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
        </div>
      ))}
    </section>
  )
})
